// Emits the Markdown reference of a service from the handlebars template templates/service.md.hbs.

import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import type { OperationModel, ParamModel, ServiceModel } from '../model/types.js';
import { markdownHeader } from './header.js';
import { tsType } from './ts-type.js';

let compiled: HandlebarsTemplateDelegate | undefined;

function template(root: string): HandlebarsTemplateDelegate {
  if (compiled) return compiled;
  const hb = Handlebars.create();
  hb.registerHelper('cell', (text: unknown) => String(text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' '));
  compiled = hb.compile(readFileSync(`${root}/templates/service.md.hbs`, 'utf8'), { noEscape: true, strict: false });
  return compiled;
}

function paramView(p: ParamModel) {
  return {
    name: p.name,
    in: p.in,
    type: tsType(p.schema).replace(/\s*\n\s*/g, ' '),
    required: p.required ? 'yes' : p.default !== undefined ? `no (default ${p.default})` : 'no',
    description: [p.description, p.sensitive ? 'Secret: never logged.' : ''].filter(Boolean).join(' '),
  };
}

/** `params`, `params?`, or for x-positional `id, params?`. */
function callArguments(op: OperationModel, requiredParams: boolean): string {
  const positional = op.positional ?? [];
  const rest = op.params.filter((p) => !positional.includes(p.name));
  const params = rest.length ? (rest.some((p) => p.required) ? 'params' : 'params?') : '';
  return [...positional, ...(params ? [params] : [])].join(', ') || (requiredParams ? 'params' : '');
}

function operationView(op: OperationModel) {
  const requiredParams = op.params.some((p) => p.required);
  return {
    key: op.key,
    call: `${op.namespace ? `client.${op.namespace}.` : 'client.'}${op.method}(${callArguments(op, requiredParams)})`,
    httpMethod: op.httpMethod,
    path: op.path,
    summary: op.summary,
    description: op.description?.trim(),
    params: op.params.map(paramView),
    response: `${op.success.status} \`${op.typeBase}Response\``,
    deprecation: op.deprecation?.message,
    previews: op.previews.join(', '),
    variant: op.variant,
    notes: op.notes,
    incomplete: op.incomplete,
    security: op.security.length ? op.security.join(' or ') : 'none',
    sources: op.sources,
  };
}

export function emitDocs(root: string, model: ServiceModel): string {
  const namespaces = [...new Set(model.operations.map((op) => op.namespace ?? ''))].map((ns) => ({
    name: ns || '(client)',
    operations: model.operations.filter((op) => (op.namespace ?? '') === ns).map(operationView),
  }));
  const view = {
    header: markdownHeader(model, 'reference documentation').trimEnd(),
    model,
    importPath: `specforge/${model.name}`,
    auth: model.auth.map((a) => ({ name: a.name, how: a.kind === 'header' ? `\`${a.header}: ${a.prefix ? `${a.prefix} ` : ''}<token>\`` : a.kind === 'basic' ? '`authorization: basic <client_id:client_secret in base64>`' : `query parameter \`${a.param}\``, description: a.description })),
    namespaces,
    webhooks: model.webhooks.map((w) => ({ ...w, description: w.description?.trim() })),
    schemas: model.schemas.map((s) => ({ name: s.name, typeName: s.typeName, description: typeof s.schema === 'object' ? s.schema.description : undefined })),
  };
  return `${template(root)(view).replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
