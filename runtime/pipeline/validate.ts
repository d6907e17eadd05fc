// Stage `validate`: the parameters against the route's generated validator (its chunk loaded on
// first use), then the cross-field rules (`before`: one time strictly before another) and the
// known values (`knownValues`, unless the call passes `allowUnknown: true`). A ValidationError
// names every problem before anything is sent. Skipped with `validate: false` (client or call).
// A deprecated operation warns here, once per process, whether or not it validates. Validators a
// route names rather than carries come from the full client (runtime/pipeline/validator-chunks.ts).

import { warnDeprecated } from '../deprecation.js';
import type { ParamsValidator } from '../description.js';
import { ValidationError, type ValidationIssue } from '../errors.js';
import { assertValid } from '../validation.js';
import { redactedValidation, type ClientState, type PipelineExtras, type RequestContext } from './context.js';

function crossFieldIssues(ctx: RequestContext): ValidationIssue[] {
  const { route, params } = ctx;
  const issues: ValidationIssue[] = [];
  for (const [earlier, later] of Object.entries(route.before ?? {})) {
    const a = params[earlier];
    const b = params[later];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) continue; // the schema validator reports bad times
    if (ta >= tb) issues.push({ parameter: earlier, expected: `must be before ${later} (${b})`, received: a });
  }
  if (!ctx.allowUnknown) {
    for (const [name, values] of Object.entries(route.knownValues ?? {})) {
      const v = params[name];
      if (v === undefined || values.includes(String(v))) continue;
      const meant = Object.hasOwn(route.knownValueHints?.[name] ?? {}, String(v)) ? route.knownValueHints![name]![String(v)] : undefined;
      const close = values.filter((x) => x.startsWith(String(v).slice(0, 3))).slice(0, 5);
      const hint =
        meant !== undefined
          ? ` (${JSON.stringify(v)} is not one of them; it is called ${JSON.stringify(meant)})`
          : close.length
            ? ` (close: ${close.map((x) => JSON.stringify(x)).join(', ')})`
            : '';
      issues.push({ parameter: name, expected: `must be one of the ${values.length} known values${hint}, or pass allowUnknown: true`, received: v });
    }
  }
  return issues;
}

function check(client: ClientState, ctx: RequestContext, validator: ParamsValidator | undefined): RequestContext {
  const { route } = ctx;
  try {
    if (validator) assertValid(ctx.operation, validator, ctx.params, route.sensitive);
    if (route.before || route.knownValues) {
      const issues = crossFieldIssues(ctx);
      if (issues.length) throw new ValidationError(ctx.operation, issues);
    }
  } catch (error) {
    throw redactedValidation(client, ctx, error);
  }
  return ctx;
}

export function validate(client: ClientState, ctx: RequestContext, validatorOf?: PipelineExtras['validator']): RequestContext | Promise<RequestContext> {
  const { route } = ctx;
  if (route.deprecated) warnDeprecated(ctx.operation, route.deprecated, client.options.log?.warn ? client.log : undefined);
  if (!ctx.validate) return ctx;
  const validator = route.validate ?? validatorOf?.(client.service, route, ctx.operation);
  return validator instanceof Promise ? validator.then((v) => check(client, ctx, v)) : check(client, ctx, validator);
}
