// Emits `routes.ts`: each operation's route description as its own export (what the runtime needs
// to send it), and the service's base description (name, base URL, headers, auth schemes) without
// routes. client.ts assembles the route table from them; operations.ts uses them one by one, so a
// bundler keeps only the routes (and validators) an application calls.

import type { BodyModel, OperationModel, ServiceModel } from '../../model/types.js';
import { encodesParams, type PlanNode } from '../../model/value-plans.js';
import type { Declaration, ImportName } from '../code/ast.js';
import { literal, quote, raw } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { catalogueConstName, eventNamesConstName, misnomersConstName } from './events.js';
import { jsHeader } from '../code/header.js';
import { operationChunk, operationValidator } from '../../../runtime/pipeline/validator-names.js';
import { validatorChunkOf } from '../validators/chunks.js';
import { EVENT_VALIDATORS_MODULE } from '../validators/validator-modules.js';

export function baseConstName(model: ServiceModel): string {
  return `${model.name}Base`;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function orUndefined<T>(value: T[] | Record<string, unknown>): T[] | Record<string, unknown> | undefined {
  return (Array.isArray(value) ? value.length : Object.keys(value).length) > 0 ? value : undefined;
}

/** Whether routes.ts needs the event catalogue (to check names or decode pages). */
export function routesNeedEvents(model: ServiceModel): boolean {
  return !!model.events && model.operations.some((op) => op.decodeEvents || op.knownValues);
}

/**
 * A route's `decode`: the event catalogue's page decoding, and the derived properties (the route's
 * own `derive` rules, applied by applyDerived: clients whose routes have none do not ship it).
 */
function decodeOf(model: ServiceModel, op: OperationModel, withParams: boolean, decodeArgs: string): ReturnType<typeof raw> | undefined {
  // With transforms, the response's values first (the plan follows the schema, which the page decoding and derived properties do not keep).
  // (An answer that may be an event stream is not decoded: its events are read as they are.)
  const values = op.valuePlans?.response && !op.success.events ? `decodedData(${literal(planLiteral(model, op.valuePlans.response))}, data)` : undefined;
  const events = op.decodeEvents && model.events ? `decodePage(${values ? decodeArgs.replace(', data, ', `, ${values}, `) : decodeArgs})` : undefined;
  const derived = op.derive?.length ? (inner: string) => `applyDerived(${op.identifier}.derive, ${inner})` : undefined;
  if (!events && !derived && !values) return undefined;
  const body = derived ? derived(events ?? values ?? 'data') : (events ?? values!);
  return raw(`(data: unknown${withParams && events ? ', params: Record<string, unknown>' : ''}) => ${body}`);
}

const typeNames = new WeakMap<ServiceModel, Map<string, string>>();

/** The const holding a component's value plan in routes.ts (`plan` and the component's type name). */
function planConst(model: ServiceModel, component: string): string {
  let names = typeNames.get(model);
  if (!names) typeNames.set(model, (names = new Map(model.schemas.map((s) => [s.name, s.typeName]))));
  return `plan${names.get(component)!}`;
}

/** A plan as code: a component's plan by its const, given lazily (plans of recursive schemas refer to each other). */
function planLiteral(model: ServiceModel, node: PlanNode): unknown {
  if (typeof node === 'string') return node;
  if ('ref' in node) return raw(`() => ${planConst(model, node.ref)}`);
  const out: Record<string, unknown> = {};
  if (node.p) out.p = Object.fromEntries(Object.entries(node.p).map(([k, v]) => [k, planLiteral(model, v)]));
  if (node.i) out.i = planLiteral(model, node.i);
  if (node.a) out.a = planLiteral(model, node.a);
  if (node.u) out.u = node.u.map((u) => planLiteral(model, u));
  return out;
}

const plansLiteral = (model: ServiceModel, plans: Record<string, PlanNode> | undefined) =>
  plans ? Object.fromEntries(Object.entries(plans).map(([k, v]) => [k, planLiteral(model, v)])) : undefined;

/**
 * A route's `prepare`: the defaults of its omitted path parameters and, with transforms, its
 * parameters' values encoded (a call the bundler may drop with the route).
 */
function prepareOf(model: ServiceModel, op: OperationModel): ReturnType<typeof raw> | undefined {
  const defaults = Object.fromEntries(op.params.filter((p) => p.default !== undefined).map((p) => [p.name, p.default!]));
  const given = Object.keys(defaults).length > 0;
  const plans = op.valuePlans;
  if (plans && encodesParams(op)) {
    const args = [quote(op.name), literal(plansLiteral(model, plans.json)), literal(plansLiteral(model, plans.text)), ...(given ? [literal(defaults)] : [])];
    return raw(`/* @__PURE__ */ encodedParams(${args.join(', ')})`);
  }
  return given ? raw(`/* @__PURE__ */ pathDefaults(${literal(defaults)})`) : undefined;
}

/** A required body that may be empty: every field of it optional (the validator sees to the others). */
export const bodyRequiredEmpty = (op: OperationModel): boolean => !!op.body?.required && !op.params.some((p) => p.in === 'body' && p.required);

/** A route's `bodyType`: a JSON body given whole (`data`) is encoded as JSON even when it is a string. */
function routeBodyType(op: OperationModel): BodyModel['type'] | undefined {
  const body = op.body;
  return body && (body.type !== 'json' || !body.spread) ? body.type : undefined;
}

export function routeData(model: ServiceModel, op: OperationModel): Record<string, unknown> {
  const of = (where: string) => op.params.filter((p) => p.in === where);
  const body = op.body;
  const itemsField = op.pagination?.kind === 'token' ? op.pagination.itemsField : 'items';
  // The listing's event filters are applied to the decoded page too, so a call gets the same
  // events whether or not the service honours the parameter.
  const filters = Object.entries(op.eventFilters ?? {}).map(([param, field]) => `${field}: params[${quote(param)}]`);
  const decodeArgs = model.events ? `E.${catalogueConstName(model)}, data, ${quote(itemsField)}${filters.length ? `, { ${filters.join(', ')} }` : ''}` : '';
  const hints = op.knownValues && model.events && Object.keys(model.events.misnomers).length > 0;
  return {
    method: op.httpMethod,
    url: op.path,
    server: op.server,
    // The service's own Accept header (x-service headers) is sent instead when it has one.
    accept: Object.keys(model.headers).some((h) => h.toLowerCase() === 'accept') ? undefined : op.accept,
    query: orUndefined(of('query').map((p) => p.name)),
    body: body?.spread ? of('body').map((p) => p.name) : undefined,
    bodyType: routeBodyType(op),
    // A required body none of whose fields is required goes even when no field is given (`{}`, an empty form).
    bodyRequired: bodyRequiredEmpty(op) || undefined,
    bodyMediaType:
      body &&
      body.mediaType !==
        {
          json: 'application/json',
          form: 'application/x-www-form-urlencoded',
          multipart: 'multipart/form-data',
          text: 'text/plain',
          binary: 'application/octet-stream',
        }[body.type]
        ? body.mediaType
        : undefined,
    headers: orUndefined(Object.fromEntries(of('header').map((p) => [p.name, p.wireName]))),
    cookies: orUndefined(Object.fromEntries(of('cookie').map((p) => [p.name, p.wireName]))),
    styles: orUndefined(Object.fromEntries(op.params.filter((p) => p.style).map((p) => [p.name, { in: p.in, ...p.style }]))),
    prepare: prepareOf(model, op),
    parse: model.transforms?.int64 && op.valuePlans?.response ? raw('losslessJson') : undefined,
    previews: orUndefined(op.previews),
    sensitive: orUndefined(op.params.filter((p) => p.sensitive).map((p) => p.name)),
    deprecated: op.deprecation?.message,
    // The code that says it comes with the deprecated routes only.
    warnDeprecated: op.deprecation ? raw('warnDeprecated') : undefined,
    security: sameList(op.security, model.defaultSecurity) ? undefined : op.security,
    pagination: op.pagination,
    // Written only where the runtime cannot derive them from the operation's name.
    validator: op.identifier === operationValidator(op.name) ? undefined : op.identifier,
    validatorChunk: validatorChunkOf(model, op) === operationChunk(op.name) ? undefined : validatorChunkOf(model, op),
    checks: op.before || op.knownValues ? raw('crossFieldIssues') : undefined,
    events: op.success.events ? raw('eventStream') : undefined,
    // Loaded only by a call that asks for its events to be checked (`request.validateEvents`).
    eventValidator: op.success.events ? raw(`() => import('./${EVENT_VALIDATORS_MODULE}.js').then((v) => v.${op.identifier})`) : undefined,
    before: op.before,
    knownValues:
      op.knownValues && model.events ? Object.fromEntries(Object.keys(op.knownValues).map((p) => [p, raw(`E.${eventNamesConstName(model)}`)])) : undefined,
    knownValueHints: hints ? Object.fromEntries(Object.keys(op.knownValues!).map((p) => [p, raw(`E.${misnomersConstName(model)}`)])) : undefined,
    retry: model.retry,
    decode: decodeOf(model, op, filters.length > 0, decodeArgs),
    positional: op.positional,
    unwrap: op.unwrap,
    derive: op.derive,
    wire: routeWire(op).value,
  };
}

/** The body types other than JSON the routes send, by the name of their encoder in specforge/runtime. */
const BODY_ENCODERS = { form: 'formBody', multipart: 'multipartBody', binary: 'binaryBody', text: 'textBody' } as const;

/**
 * The runtime code a route needs beyond unstyled parameters and a JSON body: its `wire` (the
 * names to import from specforge/runtime/routes and the value), so that a bundle of routes that
 * need none ships none of it.
 */
function routeWire(op: OperationModel): { imports: string[]; value?: Record<string, unknown> } {
  const styles = op.params.some((p) => p.style);
  const type = routeBodyType(op);
  const encoder = type !== undefined && type !== 'json' ? BODY_ENCODERS[type] : undefined;
  const imports = [...(styles ? ['parameterStyles'] : []), ...(encoder ? [encoder] : [])];
  if (!imports.length) return { imports };
  return {
    imports,
    value: { styles: styles ? raw('parameterStyles') : undefined, bodies: encoder ? { [type!]: raw(encoder) } : undefined },
  };
}

/** What every route of the service imports for its wire. */
function wireImports(model: ServiceModel): string[] {
  return [...new Set(model.operations.flatMap((op) => routeWire(op).imports))].sort();
}

/** The service without its routes (plus the one app authentication needs, if any). */
export function baseData(model: ServiceModel): Record<string, unknown> {
  const auth = model.auth.map((a) => {
    switch (a.kind) {
      case 'header':
        return { kind: 'header', name: a.header, prefix: a.prefix, id: a.name, oauth2: a.oauth2 };
      case 'query':
        return { kind: 'query', name: a.param, id: a.name };
      case 'cookie':
        return { kind: 'cookie', name: a.cookie, id: a.name };
      case 'basic':
        return { kind: 'basic', id: a.name };
    }
  });
  const tokenOp = model.appAuth && model.operations.find((op) => op.name === model.appAuth!.installationTokenOperation);
  return {
    name: model.name,
    baseUrl: model.baseUrl,
    headers: model.headers,
    previewAccept: model.previewAccept,
    formatAccept: model.formatAccept,
    auth,
    timeZoneHeader: model.timeZoneHeader,
    tokenTypes: model.tokenTypes,
    sensitiveHeaders: orUndefined(model.sensitiveHeaders),
    appAuth: model.appAuth,
    // The installation-token route goes out unvalidated (the auth strategy builds its params), so it
    // is copied without its validator: a bundle of one operation does not carry another's.
    routes: tokenOp ? { [tokenOp.name]: { ...routeData(model, tokenOp), validator: undefined, validatorChunk: undefined } } : {},
  };
}

export function emitRoutes(model: ServiceModel): string {
  const decls: Declaration[] = [
    {
      kind: 'import',
      from: 'specforge/runtime',
      names: [
        { name: 'RouteDescription', type: true },
        { name: 'ServiceDescription', type: true },
      ],
    },
  ];
  // The runtime code routes call comes from specforge/runtime/routes, which reaches neither
  // client: a bundle of one operation carries no full client's lazily loaded chunks.
  const core: Array<string | ImportName> = [
    ...(model.operations.some((op) => op.derive?.length) ? ['applyDerived'] : []),
    ...(model.operations.some((op) => op.before || op.knownValues) ? ['crossFieldIssues'] : []),
    ...(model.operations.some((op) => op.success.events) ? ['eventStream'] : []),
    ...wireImports(model),
    ...(model.operations.some((op) => op.params.some((p) => p.default !== undefined) && !encodesParams(op)) ? ['pathDefaults'] : []),
    ...(model.operations.some(encodesParams) ? ['encodedParams'] : []),
    ...(model.operations.some((op) => op.valuePlans?.response) ? ['decodedData'] : []),
    ...(model.transforms?.int64 && model.operations.some((op) => op.valuePlans?.response) ? ['losslessJson'] : []),
    ...(model.operations.some((op) => op.deprecation) ? ['warnDeprecated'] : []),
  ];
  if (model.valuePlans) core.push({ name: 'ValuePlan', type: true });
  if (core.length) decls.push({ kind: 'import', from: 'specforge/runtime/routes', names: core });
  // Each component's value plan, once (routes name them lazily, so their order does not matter).
  for (const [component, plan] of Object.entries(model.valuePlans ?? {}))
    decls.push({ kind: 'const', name: planConst(model, component), type: 'ValuePlan', value: literal(planLiteral(model, plan)) });
  if (routesNeedEvents(model)) {
    decls.push({ kind: 'import', from: 'specforge/runtime/events', names: ['decodePage'] }, { kind: 'import', from: './events.js', namespace: 'E' });
  }
  for (const op of model.operations) {
    decls.push({
      kind: 'const',
      name: op.identifier,
      exported: true,
      type: 'RouteDescription',
      value: literal(routeData(model, op)),
    });
  }
  decls.push({
    kind: 'const',
    name: baseConstName(model),
    exported: true,
    type: 'ServiceDescription',
    value: literal(baseData(model)),
    docs: `${model.title}: everything but the routes.`,
  });
  return printModule(jsHeader(model, 'route descriptions'), decls);
}
