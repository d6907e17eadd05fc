// Parameters a document writes once under components.parameters and many operations take
// (GitHub's `owner`, `repo`, `per_page`, `page`, ... hundreds of times each): each is declared once,
// as a one-member interface named after its component (`PerPageParam`), that the Params interfaces
// of the operations extend. The member keeps its description, so an editor shows it as before.
// Only described parameters are shared: the description is what repeats; a bare `id: number` is
// no longer than the name of an interface holding it.
//
// Operations take a component alike when everything types.ts prints of it agrees: its name in the
// params object, whether it is required, its description, default, deprecation and schema. The most
// common form of a component is shared; other forms (a renamed parameter) stay where they are.
// A schema with a `format: binary` string is left inline: a file is typed differently where it is sent.

import { type NamePool, pascalCase } from './naming.js';
import type { OperationModel, ParamModel, SharedParamModel } from './types.js';

function formOf(p: ParamModel): string {
  return JSON.stringify([p.name, p.required, p.description ?? null, p.default ?? null, p.deprecated, p.schema]);
}

/** Marks the parameters operations share (`sharedAs`) and returns their declarations, sorted by name. */
export function findSharedParams(operations: OperationModel[], types: NamePool): SharedParamModel[] {
  const byForm = new Map<string, ParamModel[]>();
  for (const op of operations)
    for (const p of op.params) {
      if (p.component === undefined || p.description === undefined || p.in === 'body' || JSON.stringify(p.schema).includes('"format":"binary"')) continue;
      const form = `${p.component}\n${formOf(p)}`;
      const list = byForm.get(form);
      if (list) list.push(p);
      else byForm.set(form, [p]);
    }
  const best = new Map<string, ParamModel[]>();
  for (const list of byForm.values()) {
    const component = list[0]!.component!;
    const current = best.get(component);
    if (list.length >= 2 && (current === undefined || list.length > current.length)) best.set(component, list);
  }
  const shared: SharedParamModel[] = [];
  for (const component of [...best.keys()].sort()) {
    const list = best.get(component)!;
    const typeName = types.take(`${pascalCase(component).replace(/^(?=[0-9])/, 'P') || 'Shared'}Param`);
    for (const p of list) p.sharedAs = typeName;
    shared.push({ typeName, param: list[0]!, count: list.length });
  }
  return shared.sort((a, b) => (a.typeName < b.typeName ? -1 : a.typeName > b.typeName ? 1 : 0));
}
