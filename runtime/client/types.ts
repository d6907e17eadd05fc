// The types of clients and their methods: what generated code declares (Method, PositionalMethod,
// PagedMethod, Operation, the Routes map) and what every client has (request, paginate, hooks,
// plugins, registerEndpoints), typed from them.

import type { AuthResult } from '../auth/types.js';
import type { HttpMethod, ServiceDescription } from '../description.js';
import type { HookCollection } from '../hook-collection.js';
import type { ClientOptions, Logger, RequestOptions, RequestParameters, RequestRequestOptions, Response } from '../options.js';
import type { ConfigurationError, PaginationError, RequestError, TransportError, ValidationError } from '../errors.js';
import type { PagePromise } from '../pagination/page-promise.js';

/** A method of `registerEndpoints`, described as data (Octokit style): checked like a generated method, then sent through a pipeline of its own. */
export interface EndpointParamSpec {
  required?: boolean;
  /** string, integer, number, boolean, object, or any of them followed by [] for an array. */
  type?: string;
  enum?: readonly unknown[];
  /** A regular expression the string value must match. */
  validation?: string;
  allowNull?: boolean;
}

export interface EndpointSpec {
  method: HttpMethod | Lowercase<HttpMethod>;
  url: string;
  headers?: Record<string, string>;
  params?: Record<string, EndpointParamSpec>;
  deprecated?: string;
}

export type EndpointRoutes = Record<string, Record<string, EndpointSpec>>;

/** What `endpoint()` returns: a request ready to send, without authentication. */
export interface EndpointResult {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  request?: RequestRequestOptions;
}

export interface EndpointInterface<P = Record<string, unknown>> {
  (params?: CallParams<P>): EndpointResult;
  (route: string, params?: Record<string, unknown> & RequestParameters): EndpointResult;
  DEFAULTS: RequestOptions;
  merge(params?: CallParams<P>): RequestOptions;
  merge(route: string, params?: Record<string, unknown> & RequestParameters): RequestOptions;
}

/** True when every property of P is optional (so the params argument may be left out). */
type AllOptional<P> = {} extends P ? true : false;
/** The declared keys of P (not those of an index signature). */
type KnownKeys<P> = keyof { [K in keyof P as string extends K ? never : number extends K ? never : K]: P[K] };
/** A call's argument: its parameters and the per-call options (a parameter named like an option wins). */
export type CallParams<P> = P & Omit<RequestParameters, KnownKeys<P>>;
type ParamsArg<P> = AllOptional<P> extends true ? [params?: CallParams<P>] : [params: CallParams<P>];

/** Type-only key of the errors a method's document describes; nothing sets it at run time. */
export declare const ERRORS: unique symbol;
/** What every RequestError may be: any status, any body. */
export interface AnyRequestError {
  status: number;
  data: unknown;
}
/** Carries, as a type only, the errors of a generated method or operation (each status with its body). */
export interface DescribedErrors<E> {
  readonly [ERRORS]?: E;
}
/** The errors a generated method or operation describes (`{ status: 404; data: BasicError } | ...`); any RequestError for anything else. */
export type ErrorOf<M> = M extends DescribedErrors<infer E> ? (unknown extends E ? AnyRequestError : NonNullable<E>) : AnyRequestError;

/**
 * What a call of `M` may fail with: its RequestError, typed by the errors its document describes
 * (`error.status` narrows `error.data`), or a failure no answer made (the network, a timeout, an
 * abort, a parameter refused before sending, a page the pager cannot read, a wrong option).
 */
export type CallError<M> = (RequestError & ErrorOf<M>) | TransportError | ValidationError | PaginationError | ConfigurationError;

/** A call's argument that asks for the answer's body as a stream (`request: { responseType: 'stream' }`). */
export interface StreamedCall {
  request: RequestRequestOptions & { responseType: 'stream' };
}
/** What a streamed call answers: a successful answer's body as it arrives. */
type StreamedResponse = Promise<Response<ReadableStream<Uint8Array>>>;
/** `unknown`, or `never` for an argument typed `any` (which would match any overload): such a call is typed as an ordinary one. */
type NotAny<C> = 0 extends 1 & C ? never : unknown;
/** The argument of a streamed call (`C`: the argument as written). */
type StreamedArg<P, C> = C & CallParams<P> & NotAny<C>;

/**
 * A generated method: one typed async call plus its `endpoint` helpers; `E` its described errors.
 * Called with `request: { responseType: 'stream' }`, its data is the body as a ReadableStream.
 */
export type Method<P, R, E = unknown> = (<C extends StreamedCall>(params: StreamedArg<P, C>) => StreamedResponse) &
  ((...args: ParamsArg<P>) => Promise<Response<R>>) & { endpoint: EndpointInterface<P> } & DescribedErrors<E>;

/**
 * A generated method whose first arguments are the parameters named in `A` (a labelled tuple),
 * followed by the other parameters `P` as an object (optional when all of them are).
 * `endpoint` still takes every parameter by name.
 */
export type PositionalMethod<A extends readonly unknown[], P, R, All = P, E = unknown> = (<C extends StreamedCall>(
  ...args: [...A, params: StreamedArg<P, C>]
) => StreamedResponse) &
  (AllOptional<P> extends true
    ? (...args: [...A, params?: CallParams<P>]) => Promise<Response<R>>
    : (...args: [...A, params: CallParams<P>]) => Promise<Response<R>>) & { endpoint: EndpointInterface<All> } & DescribedErrors<E>;

/** Per-call option of routes with known values. */
export interface KnownValuesOption {
  /** Accept values outside the route's known values (for example an event the catalogue lacks). */
  allowUnknown?: boolean | undefined;
}

/** A generated paged method: awaitable for its first page, iterable over all items. */
export type PagedMethod<P, R, I, E = unknown> = ((params?: CallParams<P> & KnownValuesOption) => PagePromise<Response<R>, I>) & {
  endpoint: EndpointInterface<P>;
} & DescribedErrors<E>;

/** A generated operation function of a tree-shakable entry: `(client, params)` → the typed response. */
export type Operation<P, R, E = unknown> = (<C extends StreamedCall>(client: CoreClient, params: StreamedArg<P, C>) => StreamedResponse) &
  (AllOptional<P> extends true
    ? (client: CoreClient, params?: CallParams<P>) => Promise<Response<R>>
    : (client: CoreClient, params: CallParams<P>) => Promise<Response<R>>) &
  DescribedErrors<E>;

/** A generated paged operation function: `(client, params)` → awaitable for its first page, iterable over all items. */
export type PagedOperation<P, R, I, E = unknown> = ((client: CoreClient, params?: CallParams<P> & KnownValuesOption) => PagePromise<Response<R>, I>) &
  DescribedErrors<E>;

/** Generated: route string (`'GET /gists/{gist_id}'`) → its parameters and response. */
export type RouteTypes = { readonly [route: string]: { params: unknown; response: unknown } };

type RouteParams<T> = T extends { params: infer P } ? P : Record<string, unknown>;
type RouteResponse<T> = T extends { response: infer R } ? R : unknown;
/** A route string that is not one of `Routes` (those are typed by their own overload). */
type OtherRoute<S extends string, Routes> = S extends keyof Routes ? never : S;

export interface RequestInterface<Routes = {}> {
  /** A route of the spec: parameters and response typed. */
  <K extends keyof Routes & string>(route: K, ...args: ParamsArg<RouteParams<Routes[K]>>): Promise<Response<RouteResponse<Routes[K]>>>;
  /** Any other route: `request<T>('GET /x')` says what the data is. */
  <R = unknown, S extends string = string>(route: OtherRoute<S, Routes>, params?: Record<string, unknown> & RequestParameters): Promise<Response<R>>;
  endpoint: EndpointInterface;
}

type AnyMethod = ((...args: any[]) => Promise<Response<any>>) & { endpoint: EndpointInterface<any> };
type ParamsOf<M> = M extends { endpoint: EndpointInterface<infer P> } ? CallParams<P> : never;
type DataOf<M> = M extends (...args: any[]) => Promise<Response<infer R>> ? R : never;

/** The item type of a list response: the array's element, or that of the body's array property. */
export type PageItem<R> = R extends readonly (infer I)[]
  ? I
  : R extends object
    ? { [K in keyof R]-?: NonNullable<R[K]> extends readonly (infer I)[] ? I : never }[keyof R]
    : unknown;

type Flat<M> = M extends readonly (infer I)[] ? I : M;
type MapFn<R, M> = (response: Response<R>, done: () => void) => M;
type Params = Record<string, unknown> & RequestParameters;

export interface PaginateInterface<Routes = {}> {
  <M extends AnyMethod>(method: M, params?: ParamsOf<M>): Promise<PageItem<DataOf<M>>[]>;
  <M extends AnyMethod, T>(method: M, params: ParamsOf<M> | undefined, mapFn: MapFn<DataOf<M>, T>): Promise<Flat<T>[]>;
  <M extends AnyMethod, T>(method: M, mapFn: MapFn<DataOf<M>, T>): Promise<Flat<T>[]>;
  <K extends keyof Routes & string>(route: K, params?: CallParams<RouteParams<Routes[K]>>): Promise<PageItem<RouteResponse<Routes[K]>>[]>;
  <K extends keyof Routes & string, T>(
    route: K,
    params: CallParams<RouteParams<Routes[K]>> | undefined,
    mapFn: MapFn<RouteResponse<Routes[K]>, T>,
  ): Promise<Flat<T>[]>;
  <K extends keyof Routes & string, T>(route: K, mapFn: MapFn<RouteResponse<Routes[K]>, T>): Promise<Flat<T>[]>;
  <T = unknown>(route: string | RequestOptions, params?: Params): Promise<T[]>;
  <T, R = unknown>(route: string | RequestOptions, params: Params | undefined, mapFn: MapFn<R, T>): Promise<Flat<T>[]>;
  <T, R = unknown>(route: string | RequestOptions, mapFn: MapFn<R, T>): Promise<Flat<T>[]>;
  iterator<M extends AnyMethod>(method: M, params?: ParamsOf<M>): AsyncIterableIterator<Response<DataOf<M>>>;
  iterator<K extends keyof Routes & string>(route: K, params?: CallParams<RouteParams<Routes[K]>>): AsyncIterableIterator<Response<RouteResponse<Routes[K]>>>;
  iterator<R = unknown>(route: string | RequestOptions, params?: Params): AsyncIterableIterator<Response<R>>;
}

type TypeOfName<T> = T extends `${infer U}[]`
  ? TypeOfName<U>[]
  : T extends 'string'
    ? string
    : T extends 'integer' | 'number'
      ? number
      : T extends 'boolean'
        ? boolean
        : T extends 'object'
          ? Record<string, unknown>
          : unknown;
type ValueOf<S extends EndpointParamSpec> = S extends { enum: readonly (infer E)[] } ? E : TypeOfName<S['type']>;
type TopLevel<K> = K extends `${string}.${string}` | `${string}[]${string}` ? never : K;
type ParamsOfSpec<P extends Record<string, EndpointParamSpec>> = {
  [K in keyof P as P[K] extends { required: true } ? TopLevel<K> : never]: ValueOf<P[K]>;
} & {
  [K in keyof P as P[K] extends { required: true } ? never : TopLevel<K>]?: ValueOf<P[K]>;
};

type RegisteredMethod<S> = S extends { params: infer P extends Record<string, EndpointParamSpec> }
  ? ((params: ParamsOfSpec<P> & RequestParameters & Record<string, unknown>) => Promise<Response<unknown>>) & { endpoint: EndpointInterface }
  : ((params?: RequestParameters & Record<string, unknown>) => Promise<Response<unknown>>) & { endpoint: EndpointInterface };

/** The methods `registerEndpoints(routes)` adds, typed from each one's params metadata. */
export type RegisteredMethods<R extends EndpointRoutes> = { [NS in keyof R]: { [K in keyof R[NS]]: RegisteredMethod<R[NS][K]> } };

/** What every client has, whatever its service. */
export interface CoreClient<Routes = {}> {
  readonly options: ClientOptions;
  /** Sends any route: `client.request('GET /repos/{owner}/{repo}', { owner, repo })`. */
  readonly request: RequestInterface<Routes>;
  /** `before`, `after`, `error` and `wrap` hooks around every request. */
  readonly hook: HookCollection<RequestOptions, Response<unknown>>;
  readonly log: Logger;
  /** The auth strategy's current result, e.g. `client.auth({ type: 'installation', installationId })`. */
  auth(params?: Record<string, unknown>): Promise<AuthResult>;
}

export interface CoreClientConstructor<Routes = {}> {
  new (options?: ClientOptions): CoreClient<Routes>;
  readonly service: ServiceDescription;
}

/** What every full client has besides its methods. */
export interface BaseClient<Routes = {}> extends CoreClient<Routes> {
  /** Every item of every page; `paginate.iterator` yields one response per page. */
  readonly paginate: PaginateInterface<Routes>;
  /** Adds methods described as data; returns the client, typed with them. */
  registerEndpoints<R extends EndpointRoutes>(routes: R): this & RegisteredMethods<R>;
}

export type ClientInstance<M, Routes = {}> = BaseClient<Routes> & M;

/** A plugin: called with each new client and its constructor options; what it returns is added to the client. */
export type Plugin = (client: any, options: any) => object | void;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type PluginApi<P extends readonly Plugin[]> = UnionToIntersection<ReturnType<P[number]> extends infer R ? (R extends object ? R : {}) : {}>;
type PluginOptions<P extends readonly Plugin[]> = UnionToIntersection<Parameters<P[number]>[1] extends infer O ? (O extends object ? O : {}) : {}>;
/** The constructor's argument: optional unless a plugin requires an option. */
type ConstructorArgs<O> = {} extends O ? [options?: ClientOptions & O] : [options: ClientOptions & O];

export interface ClientConstructor<M, O extends object = {}, Routes = {}> {
  new (...args: ConstructorArgs<O>): ClientInstance<M, Routes>;
  /** The service this client was generated from. */
  readonly service: ServiceDescription;
  /** The plugins every instance runs, in order. */
  readonly plugins: readonly Plugin[];
  /** A new constructor whose instances run `plugins` with `(client, options)`; their additions and options are typed. */
  plugin<P extends Plugin[]>(...plugins: P): ClientConstructor<M & PluginApi<P>, O & PluginOptions<P>, Routes>;
  plugin<P extends Plugin[]>(plugins: P): ClientConstructor<M & PluginApi<P>, O & PluginOptions<P>, Routes>;
}
