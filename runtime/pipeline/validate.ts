// Stage `validate`: the parameters against the route's generated validator (its chunk loaded on
// first use), then the route's own `checks` (the cross-field rules of runtime/pipeline/cross-field.ts:
// `before`, and the known values unless the call passes `allowUnknown: true`). A ValidationError
// names every problem before anything is sent. Skipped with `validate: false` (client or call).
// A deprecated operation warns here, once per process, whether or not it validates. Validators a
// route names rather than carries come from the full client (runtime/pipeline/validator-chunks.ts).

import { warnDeprecated } from '../deprecation.js';
import type { ParamsValidator } from '../description.js';
import { ValidationError } from '../errors.js';
import { assertValid } from '../validation.js';
import { redactedValidation, type ClientState, type PipelineExtras, type RequestContext } from './context.js';

function check(client: ClientState, ctx: RequestContext, validator: ParamsValidator | undefined): RequestContext {
  const { route } = ctx;
  try {
    if (validator) assertValid(ctx.operation, validator, ctx.params, route.sensitive);
    const issues = route.checks?.(route, ctx.params, ctx.allowUnknown);
    if (issues?.length) throw new ValidationError(ctx.operation, [...issues]);
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
