// Emits `types.ts`: one declaration per component schema, a Params interface and a Response type
// per operation, and a payload type per webhook.

import type { Project } from 'ts-morph';
import { propertyKey } from '../model/naming.js';
import type { ServiceModel } from '../model/types.js';
import { paramDoc } from './docs-text.js';
import { jsHeader } from './header.js';
import { textOf } from './project.js';
import { tsType } from './ts-type.js';

export function emitTypes(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, 'parameter, response and schema types');
  const file = project.createSourceFile(`${model.name}/types.ts`, '', { overwrite: true });
  const schemaDecls = model.schemas.map((s) => {
    const doc = typeof s.schema === 'object' && typeof s.schema.description === 'string' ? [s.schema.description] : [];
    return { name: s.typeName, isExported: true, type: tsType(s.schema), docs: doc };
  });
  file.addTypeAliases(schemaDecls);
  file.addInterfaces(
    model.operations.map((op) => ({
      name: `${op.typeBase}Params`,
      isExported: true,
      docs: [`Parameters of \`${op.key}\`.`],
      properties: op.params.map((p) => {
        const doc = paramDoc(p);
        return { name: propertyKey(p.name), type: tsType(p.schema, 1), hasQuestionToken: !p.required, ...(doc ? { docs: [doc] } : {}) };
      }),
    })),
  );
  file.addTypeAliases(
    model.operations.map((op) => ({
      name: `${op.typeBase}Response`,
      isExported: true,
      docs: [`Response data of \`${op.key}\` (${op.success.status}).`],
      type: op.success.schema !== undefined ? tsType(op.success.schema) : 'undefined',
    })),
  );
  file.addTypeAliases(
    model.webhooks.map((w) => ({
      name: w.typeName,
      isExported: true,
      docs: [`Body of the \`${w.name}\` webhook delivery.`],
      type: tsType(w.payload),
    })),
  );
  return textOf(file, header);
}
