// Prints module declarations as formatted TypeScript: two-space indent, single quotes, one blank
// line between declarations, JSDoc blocks from plain text. Deterministic: the same declarations
// always give the same bytes.

import { propertyKey } from '../../model/naming.js';
import type { ClassMember, Declaration, ImportName, Member, Param } from './ast.js';

/** A JSDoc block for `text` at `pad`, or nothing for empty text. `*\/` in the text cannot end it. */
export function docBlock(text: string | undefined, pad = ''): string {
  if (!text || text.trim() === '') return '';
  const lines = text.replace(/\*\//g, '*\\/').replace(/\r\n?/g, '\n').trimEnd().split('\n');
  if (lines.length === 1) return `${pad}/** ${lines[0]} */\n`;
  return `${pad}/**\n${lines.map((l) => `${pad} *${l ? ` ${l}` : ''}`.trimEnd()).join('\n')}\n${pad} */\n`;
}

/** True when every name is type-only: the statement is then written `import type { ... }`. */
function allTypes(names: ReadonlyArray<string | ImportName>): boolean {
  return names.length > 0 && names.every((n) => typeof n !== 'string' && n.type === true);
}

function importList(names: ReadonlyArray<string | ImportName>, typeOnly: boolean): string {
  return names.map((n) => (typeof n === 'string' ? n : `${n.type && !typeOnly ? 'type ' : ''}${n.name}${n.as ? ` as ${n.as}` : ''}`)).join(', ');
}

function params(list: readonly Param[]): string {
  return list.map((p) => `${p.name}${p.optional ? '?' : ''}${p.type ? `: ${p.type}` : ''}${p.initializer ? ` = ${p.initializer}` : ''}`).join(', ');
}

function body(lines: readonly string[], pad: string): string {
  return lines.map((l) => (l === '' ? '' : `${pad}${l}`)).join('\n');
}

export function printMembers(members: readonly Member[], indent: number): string {
  const pad = '  '.repeat(indent);
  return members
    .map((m) => {
      const type = typeof m.type === 'string' ? m.type : `{\n${printMembers(m.type, indent + 1)}\n${pad}}`;
      return `${docBlock(m.docs, pad)}${pad}${m.readonly ? 'readonly ' : ''}${propertyKey(m.name)}${m.optional ? '?' : ''}: ${type};`;
    })
    .join('\n');
}

function classMember(m: ClassMember): string {
  if (m.kind === 'constructor') return `  constructor(${params(m.params)}) {\n${body(m.body, '    ')}\n  }`;
  return `${docBlock(m.docs, '  ')}  ${m.name}(${params(m.params)})${m.returns ? `: ${m.returns}` : ''} {\n${body(m.body, '    ')}\n  }`;
}

function declaration(d: Declaration): string {
  const exp = 'exported' in d && d.exported ? 'export ' : '';
  switch (d.kind) {
    case 'import':
      if (d.namespace) return `import ${d.typeOnly ? 'type ' : ''}* as ${d.namespace} from '${d.from}';`;
      {
        const typeOnly = d.typeOnly === true || allTypes(d.names ?? []);
        return `import ${typeOnly ? 'type ' : ''}{ ${importList(d.names ?? [], typeOnly)} } from '${d.from}';`;
      }
    case 'export-from':
      if (!d.names) return `export ${d.typeOnly ? 'type ' : ''}* from '${d.from}';`;
      {
        const typeOnly = d.typeOnly === true || allTypes(d.names);
        return `export ${typeOnly ? 'type ' : ''}{ ${importList(d.names, typeOnly)} } from '${d.from}';`;
      }
    case 'const':
      return `${docBlock(d.docs)}${exp}const ${d.name}${d.type ? `: ${d.type}` : ''} = ${d.pure ? '/* @__PURE__ */ ' : ''}${d.value};`;
    case 'destructure':
      return `${docBlock(d.docs)}${exp}const { ${d.names.join(', ')} } = ${d.value};`;
    case 'type':
      return `${docBlock(d.docs)}${exp}type ${d.name}${d.typeParams ?? ''} = ${d.type};`;
    case 'interface': {
      const ext = d.extends?.length ? ` extends ${d.extends.join(', ')}` : '';
      return d.members.length === 0
        ? `${docBlock(d.docs)}${exp}interface ${d.name}${ext} {}`
        : `${docBlock(d.docs)}${exp}interface ${d.name}${ext} {\n${printMembers(d.members, 1)}\n}`;
    }
    case 'function':
      return `${docBlock(d.docs)}${exp}function ${d.name}${d.typeParams ?? ''}(${params(d.params)})${d.returns ? `: ${d.returns}` : ''} {\n${body(d.body, '  ')}\n}`;
    case 'class':
      return `${docBlock(d.docs)}${exp}class ${d.name}${d.extends ? ` extends ${d.extends}` : ''} {\n${d.members.map(classMember).join('\n\n')}\n}`;
  }
}

/** The module: `header` comment lines, the imports, then every other declaration. */
export function printModule(header: string, declarations: readonly Declaration[]): string {
  const imports = declarations.filter((d) => d.kind === 'import');
  const rest = declarations.filter((d) => d.kind !== 'import');
  const parts = [imports.map(declaration).join('\n'), ...rest.map(declaration)].filter((p) => p !== '');
  if (rest.length === 0) parts.push('export {};');
  return `${header}\n${parts.join('\n\n')}\n`;
}
