// `client.registerEndpoints(routes)`: custom methods described as data, Octokit style —
// `{ ns: { method: { method: 'GET', url: '/x/{id}', headers, params: { id: { required, type,
// enum } } } } }` — checked like generated methods (ValidationError naming the parameter), then
// sent through a pipeline of their own like a generated method's.

import type { HttpMethod, ParamsValidator, RouteDescription } from '../description.js';
import { ConfigurationError, ValidationError, type ValidationIssue } from '../errors.js';
import type { Params } from '../pipeline/context.js';
import { lowercaseHeaders } from '../pipeline/prepare.js';
import { colonToBraces } from '../route.js';
import type { ClientCore } from './core.js';
import type { EndpointParamSpec, EndpointSpec } from './types.js';
import { createEndpoint } from './endpoint.js';

function typeOk(value: unknown, type: string): boolean {
  if (type.endsWith('[]')) return Array.isArray(value) && value.every((v) => typeOk(v, type.slice(0, -2)));
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/** Values at a dotted path (`a.b`, `a[].b`): one entry per reachable parent. */
function valuesAt(params: Record<string, unknown>, name: string): Array<{ path: string; value: unknown; parentPresent: boolean }> {
  const segments = name.split('.');
  let current: Array<{ path: string; value: unknown }> = [{ path: '', value: params }];
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const isArray = seg.endsWith('[]');
    const key = isArray ? seg.slice(0, -2) : seg;
    const last = i === segments.length - 1;
    const next: Array<{ path: string; value: unknown }> = [];
    for (const c of current) {
      if (c.value === null || typeof c.value !== 'object') continue;
      const v = (c.value as Record<string, unknown>)[key];
      const path = c.path ? `${c.path}.${key}` : key;
      if (isArray && !last) {
        if (Array.isArray(v)) v.forEach((item, n) => next.push({ path: `${path}[${n}]`, value: item }));
      } else next.push({ path, value: v });
    }
    current = next;
  }
  return current.map((c) => ({ ...c, parentPresent: true }));
}

function issuesOf(specs: Record<string, EndpointParamSpec>, params: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const name of Object.keys(specs)) {
    const spec = specs[name]!;
    for (const { path, value } of valuesAt(params, name)) {
      if (value === undefined) {
        if (spec.required) issues.push({ parameter: path, expected: 'is required', received: undefined });
        continue;
      }
      if (value === null) {
        if (!spec.allowNull) issues.push({ parameter: path, expected: spec.type ? `must be ${spec.type}` : 'must not be null', received: null });
        continue;
      }
      if (spec.type && !typeOk(value, spec.type)) issues.push({ parameter: path, expected: `must be ${spec.type}`, received: value });
      else if (spec.enum && !spec.enum.includes(value)) {
        issues.push({ parameter: path, expected: `must be one of ${spec.enum.map((e) => JSON.stringify(e)).join(', ')}`, received: value });
      } else if (spec.validation && typeof value === 'string' && !new RegExp(spec.validation).test(value)) {
        issues.push({ parameter: path, expected: `must match ${spec.validation}`, received: value });
      }
    }
  }
  return issues;
}

/** The params check of a registered method, as a validator the pipeline's validate stage runs. */
function validatorOf(operation: string, specs: Record<string, EndpointParamSpec>): ParamsValidator {
  return (params: unknown) => {
    const issues = issuesOf(specs, params as Record<string, unknown>);
    if (issues.length) throw new ValidationError(operation, issues);
    return true;
  };
}

/** One method of `registerEndpoints`. */
export function registeredMethod(core: ClientCore, operation: string, spec: EndpointSpec): unknown {
  if (!spec || typeof spec.url !== 'string' || typeof spec.method !== 'string') {
    throw new ConfigurationError(`registerEndpoints: ${operation}`, '{ method, url, headers?, params? }', spec);
  }
  const route: RouteDescription = { method: spec.method.toUpperCase() as HttpMethod, url: colonToBraces(spec.url) };
  if (spec.params) route.validate = validatorOf(operation, spec.params);
  if (spec.deprecated) route.deprecated = spec.deprecated;
  const headers = lowercaseHeaders(spec.headers);
  const fn = (params?: Params) => core.call(operation, route, { ...params, headers: { ...headers, ...lowercaseHeaders(params?.headers) } });
  const endpoint = createEndpoint(core, { operation, route });
  endpoint.DEFAULTS.headers = { ...endpoint.DEFAULTS.headers, ...headers };
  (fn as unknown as { endpoint: unknown }).endpoint = Object.assign(
    (p?: Params) => endpoint({ ...p, headers: { ...headers, ...lowercaseHeaders(p?.headers) } }),
    endpoint,
  );
  return fn;
}
