// Emits the Markdown reference of a service from the handlebars template templates/service.md.hbs.

import Handlebars from 'handlebars';
import type { OperationModel, ParamModel, ServiceModel } from '../model/types.js';
import { markdownHeader } from './header.js';
import { readTemplate } from './templates.js';
import { tsType } from './ts-type.js';
import { typeContext } from './type-context.js';

let compiled: HandlebarsTemplateDelegate | undefined;

function template(): HandlebarsTemplateDelegate {
  if (compiled) return compiled;
  const hb = Handlebars.create();
  hb.registerHelper('cell', (text: unknown) => String(text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' '));
  compiled = hb.compile(readTemplate('service.md.hbs'), { noEscape: true, strict: false });
  return compiled;
}

function paramView(model: ServiceModel, p: ParamModel) {
  return {
    name: p.name,
    in: p.in,
    type: tsType(p.schema, typeContext(model)).replace(/\s*\n\s*/g, ' '),
    required: p.required ? 'yes' : p.default !== undefined ? `no (default ${p.default})` : 'no',
    description: [p.description, p.sensitive ? 'Secret: never logged.' : ''].filter(Boolean).join(' '),
  };
}

/** `params`, `params?`, or for x-positional `id, params?`. */
function callArguments(op: OperationModel): string {
  const positional = op.positional ?? [];
  const rest = op.params.filter((p) => !positional.includes(p.name));
  const params = rest.length ? (rest.some((p) => p.required) ? 'params' : 'params?') : '';
  return [...positional, ...(params ? [params] : [])].join(', ');
}

function operationView(model: ServiceModel, op: OperationModel) {
  return {
    key: op.name,
    call: `${op.namespace ? `client.${op.namespace}.` : 'client.'}${op.method}(${callArguments(op)})`,
    httpMethod: op.httpMethod,
    path: op.path,
    summary: op.summary,
    description: op.description?.trim(),
    params: op.params.map((p) => paramView(model, p)),
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

export function emitDocs(model: ServiceModel): string {
  const namespaces = [...new Set(model.operations.map((op) => op.namespace ?? ''))].map((ns) => ({
    name: ns || '(client)',
    operations: model.operations.filter((op) => (op.namespace ?? '') === ns).map((op) => operationView(model, op)),
  }));
  const how = (a: ServiceModel['auth'][number]): string => {
    switch (a.kind) {
      case 'header':
        return `\`${a.header}: ${a.prefix ? `${a.prefix} ` : ''}<token>\``;
      case 'basic':
        return '`authorization: basic <client_id:client_secret in base64>`';
      case 'query':
        return `query parameter \`${a.param}\``;
      case 'cookie':
        return `cookie \`${a.cookie}\``;
    }
  };
  const view = {
    header: markdownHeader(model, 'reference documentation').trimEnd(),
    model,
    importPath: `specforge/${model.name}`,
    auth: model.auth.map((a) => ({ name: a.name, how: how(a), description: a.description })),
    namespaces,
    webhooks: model.webhooks.map((w) => ({ ...w, description: w.description?.trim() })),
    schemas: model.schemas.map((s) => ({ name: s.name, typeName: s.typeName, description: typeof s.schema === 'object' ? s.schema.description : undefined })),
  };
  return `${template()(view).replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
