// Emits `zod.ts`: zod 4 schemas of every component schema (named as its type), and of each
// operation's parameters (`<operation>Params`, the object its function takes) and success
// response (`<operation>Response`), meaning what the generated validators mean where zod can say
// it (./schema-to-zod.ts; the keywords it cannot say are named at the top of the module).
// Answers are written in the read shape, parameters in the write shape: a component a request
// sends whose shapes differ gets its write constant too (`PetWrite`, as its type). Each
// component is defined after those it refers to; one in a cycle is reached through a getter or
// z.lazy, as zod 4 writes recursive schemas.

import type { JsonSchema, ServiceModel } from '../../model/types.js';
import { jsHeader } from '../code/header.js';
import { HELPERS, refsOf, toZod, type ZodContext } from './schema-to-zod.js';

/** The components in an order where each comes after those it refers to (a cycle kept in document order). */
function ordered(model: ServiceModel): string[] {
  const refs = new Map(model.schemas.map((s) => [s.name, refsOf(s.schema)]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const visit = (name: string) => {
    if (done.has(name) || visiting.has(name) || !refs.has(name)) return;
    visiting.add(name);
    for (const r of refs.get(name)!) visit(r);
    visiting.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const s of model.schemas) visit(s.name);
  return order;
}

/** An expression a bundler drops when nothing imports its constant: zod's builders are calls, so the whole is one pure call. */
const pure = (expression: string) => `/* @__PURE__ */ (() => ${expression})()`;

export function emitZod(model: ServiceModel): string | undefined {
  if (model.schemas.length === 0 && model.operations.length === 0) return undefined;
  const byName = new Map(model.schemas.map((s) => [s.name, s]));
  const order = ordered(model);
  const position = new Map(order.map((name, i) => [name, i]));
  const unsaid = new Set<string>();
  let current = Number.POSITIVE_INFINITY;
  const ctx: ZodContext = {
    shape: 'read',
    constOf: (name) => byName.get(name)?.typeName,
    deferred: (name) => (position.get(name) ?? 0) >= current,
    lookup: (name) => byName.get(name)?.schema,
    unsaid,
    helpers: new Set(),
  };
  // Requests: the write shape, each component that has one (model/access.ts) by its write name.
  const write: ZodContext = { ...ctx, shape: 'write', constOf: (name) => byName.get(name)?.writeTypeName ?? byName.get(name)?.typeName };
  const body: string[] = [];
  let typed = false;
  /**
   * A component's constant. One that reaches a component defined later through z.lazy (an allOf
   * member or union alternative in a cycle, outside an object's getter) is a type TypeScript
   * cannot infer (it would be `any`, TS7022): it is declared as the schema of its generated type.
   */
  const constant = (typeName: string, schema: JsonSchema, c: ZodContext) => {
    const lazy = { used: false };
    const expression = pure(toZod(schema, { ...c, lazy }));
    if (!lazy.used) return `export const ${typeName} = ${expression};`;
    typed = true;
    return `export const ${typeName}: z.ZodType<T.${typeName}> = ${expression} as unknown as z.ZodType<T.${typeName}>;`;
  };
  order.forEach((name, i) => {
    current = i;
    const s = byName.get(name)!;
    body.push(`/** \`${name}\` */\n${constant(s.typeName, s.schema, ctx)}`);
    if (s.writeTypeName !== undefined)
      body.push(
        `/** \`${name}\` as a request sends it: its readOnly properties not required, its writeOnly ones as written. */\n${constant(s.writeTypeName, s.schema, write)}`,
      );
  });
  current = Number.POSITIVE_INFINITY;
  for (const op of model.operations) {
    const props = op.params.map(
      (p) => `${/^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name)}: ${toZod(p.schema, write)}${p.required ? '' : '.optional()'}`,
    );
    body.push(
      `/** The parameters of \`${op.name}\` (\`${op.httpMethod} ${op.path}\`), as its function takes them. */\nexport const ${op.identifier}Params = ${pure(`z.looseObject({ ${props.join(', ')} })`)};`,
    );
    if (op.success.kind === 'json' && op.success.schema !== undefined)
      body.push(`/** The answer of \`${op.name}\` (${op.success.status}). */\nexport const ${op.identifier}Response = ${pure(toZod(op.success.schema, ctx))};`);
  }
  const notes = unsaid.size ? `// Not said in zod, so these schemas accept more than the validators there: ${[...unsaid].sort().join(', ')}.\n` : '';
  const helpers = [...ctx.helpers]
    .sort()
    .map((name) => `${HELPERS[name]}\n\n`)
    .join('');
  return `${jsHeader(model, `zod 4 schemas of the ${model.name} components and operations (specforge/${model.name}/zod)`)}${notes}\nimport * as z from 'zod';\n${typed ? "import type * as T from './types.js';\n" : ''}\n${helpers}${body.join('\n\n')}\n`;
}
