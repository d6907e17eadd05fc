// Types of the generic client methods: `paginate` (items typed from the method's response) and
// `registerEndpoints` (methods typed from their params metadata).

import type { EndpointParamSpec, EndpointRoutes } from './register-endpoints.js';
import type { EndpointInterface, RequestOptions, RequestParameters, Response } from './types.js';

type AnyMethod = ((params?: any) => Promise<Response<any>>) & { endpoint: EndpointInterface<any> };
type ParamsOf<M> = M extends { endpoint: EndpointInterface<infer P> } ? P & RequestParameters : never;
type DataOf<M> = M extends (...args: any[]) => Promise<Response<infer R>> ? R : never;

/** The item type of a list response: the array's element, or that of the body's array property. */
export type PageItem<R> = R extends readonly (infer I)[]
  ? I
  : R extends object
    ? { [K in keyof R]-?: NonNullable<R[K]> extends readonly (infer I)[] ? I : never }[keyof R]
    : unknown;

type Flat<M> = M extends readonly (infer I)[] ? I : M;
type MapFn<R, M> = (response: Response<R>, done: () => void) => M;

export interface PaginateInterface {
  <M extends AnyMethod>(method: M, params?: ParamsOf<M>): Promise<PageItem<DataOf<M>>[]>;
  <M extends AnyMethod, T>(method: M, params: ParamsOf<M> | undefined, mapFn: MapFn<DataOf<M>, T>): Promise<Flat<T>[]>;
  <M extends AnyMethod, T>(method: M, mapFn: MapFn<DataOf<M>, T>): Promise<Flat<T>[]>;
  <T = unknown>(route: string | RequestOptions, params?: Record<string, unknown> & RequestParameters): Promise<T[]>;
  <T, R = unknown>(route: string | RequestOptions, params: (Record<string, unknown> & RequestParameters) | undefined, mapFn: MapFn<R, T>): Promise<Flat<T>[]>;
  iterator<M extends AnyMethod>(method: M, params?: ParamsOf<M>): AsyncIterableIterator<Response<DataOf<M>>>;
  iterator<R = unknown>(route: string | RequestOptions, params?: Record<string, unknown> & RequestParameters): AsyncIterableIterator<Response<R>>;
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
