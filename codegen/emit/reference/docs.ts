// Emits the Markdown reference of a service (README.md, read on GitHub) from the handlebars template
// templates/service.md.hbs and the reference view: a table of contents, every operation with its
// parameters and constraints, its bodies as fields, a runnable example (tested as a doctest against
// the generated mocks), and the named types with their fields.

import Handlebars from 'handlebars';
import type { ServiceModel } from '../../model/types.js';
import { markdownHeader } from '../code/header.js';
import { DETAILED_MAX_OPERATIONS, referenceView, type ParamView } from './reference-view.js';
import { idOf } from './site.js';
import type { FieldView, SchemaView, TypeParts } from './schema-fields.js';
import { compiledTemplate } from './templates.js';

let compiled: HandlebarsTemplateDelegate | undefined;

/** Text in a table cell: one line, pipes escaped. */
function cell(text: unknown): string {
  return String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

function template(): HandlebarsTemplateDelegate {
  if (compiled) return compiled;
  const hb = Handlebars.create();
  hb.registerHelper('cell', cell);
  // Registered compiled: a partial registered as text is compiled again at every render.
  hb.registerPartial('fields', compiledTemplate(hb, 'service-fields.md.hbs'));
  compiled = compiledTemplate(hb, 'service.md.hbs');
  return compiled;
}

// Links to headings are written `(#@@<heading text>@@)` and replaced, once the document is
// written, by the anchor GitHub gives that heading (github-slugger: lower case, punctuation
// dropped, spaces as hyphens, `-1`, `-2`, ... for repeats), so they follow the template's order.
const ANCHOR = /\(#@@(.+?)@@\)/g;
const anchorTo = (heading: string) => `(#@@${heading}@@)`;

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
    .replace(/ /g, '-');
}

/** The text GitHub makes an anchor from: the heading without its Markdown marks. */
function headingText(line: string): string {
  return line
    .replace(/^#+\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();
}

function resolveAnchors(markdown: string): string {
  const slugs = new Map<string, string>();
  const seen = new Map<string, number>();
  /** The open fence (its character run), as CommonMark reads fences: indented up to three spaces, as descriptions often write it. */
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const run = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (run) {
      const [, marks, rest] = run as unknown as [string, string, string];
      // Closed by a run of the same character, at least as long, with nothing after it.
      if (fence !== undefined) {
        if (marks[0] === fence[0] && marks.length >= fence.length && rest.trim() === '') fence = undefined;
        continue;
      }
      // A backtick run followed by more backticks on its line is a code span (``` a ``` ), not a fence.
      if (marks[0] === '~' || !rest.includes('`')) fence = marks;
      continue;
    }
    if (fence !== undefined || !/^#{1,6}\s/.test(line)) continue;
    const text = headingText(line);
    const base = slugOf(text);
    const n = seen.get(base);
    seen.set(base, (n ?? -1) + 1);
    if (!slugs.has(text)) slugs.set(text, n === undefined ? base : `${base}-${n + 1}`);
  }
  return markdown.replace(ANCHOR, (_m, heading: string) => {
    // A heading a description's own Markdown hid (an unclosed fence, raw HTML): the anchor GitHub would give it.
    const slug = slugs.get(heading.replace(/`/g, '')) ?? slugOf(heading.replace(/`/g, ''));
    return `(#${slug})`;
  });
}

const typeHeading = (typeName: string) => `\`${typeName}\``;

/** A type in Markdown: code spans, named types linked to their entry under "Types". */
function typeMd(parts: TypeParts): string {
  return parts.map((p) => (typeof p === 'string' ? `\`${p.replace(/`/g, '')}\`` : `[\`${p.typeName}\`]${anchorTo(typeHeading(p.typeName))}`)).join('');
}

function details(description: string | undefined, constraints: readonly string[], extra: readonly string[] = []): string {
  const said = constraints.join('; ');
  const parts = [description?.replace(/\s*\n\s*/g, ' ').trim(), said ? `${said[0]!.toUpperCase()}${said.slice(1)}.` : '', ...extra].filter(Boolean);
  return parts.map((p) => (/[.!?:)`]$/.test(p!) ? p : `${p}.`)).join(' ');
}

function paramRow(p: ParamView) {
  return {
    name: `${'&nbsp;&nbsp;'.repeat(p.depth)}\`${p.path}\``,
    in: p.in,
    type: typeMd(p.type),
    required: p.required ? 'yes' : 'no',
    description: details(p.description, p.constraints, [...(p.example ? [`Example: ${p.example}.`] : []), ...(p.deprecated ? ['**Deprecated.**'] : [])]),
  };
}

function fieldRow(f: FieldView) {
  return {
    name: `${'&nbsp;&nbsp;'.repeat(f.depth)}\`${f.path}${f.required ? '' : '?'}\``,
    type: typeMd(f.type),
    description: details(f.description, f.constraints, [...(f.deprecated ? ['**Deprecated.**'] : []), ...(f.note ? [`(${f.note})`] : [])]),
  };
}

function schemaMd(view: SchemaView) {
  return {
    type: typeMd(view.type),
    each: view.each,
    description: view.description,
    constraints: view.constraints.join('; '),
    fields: view.fields.map(fieldRow),
    variants: view.variants.map((v) => ({ type: typeMd(v.type), description: v.description, fields: v.fields.map(fieldRow) })),
    omitted: view.omitted,
  };
}

export function emitDocs(model: ServiceModel): string {
  const ref = referenceView(model);
  const view = {
    header: markdownHeader(model, 'reference documentation').trimEnd(),
    ref,
    setupDoctest: `mocks=${model.name}`,
    detailedMax: DETAILED_MAX_OPERATIONS,
    namespaces: ref.namespaces.map((ns) => ({
      title: ns.title,
      file: ns.file,
      anchor: anchorTo(ns.title),
      // The compact form's line per method needs none of the tables.
      operations: ns.operations.map((op) =>
        !ref.detailed
          ? { ...op, id: idOf(op.name) }
          : {
              ...op,
              id: idOf(op.name),
              heading: `\`${op.call}\``,
              anchor: anchorTo(op.call),
              request: `\`${op.httpMethod} ${op.path}\``,
              security: op.security.length ? op.security.join(' or ') : 'none',
              previews: op.previews.join(', '),
              params: op.params.map(paramRow),
              requestBody: op.requestBody && { mediaType: op.requestBody.mediaType, required: op.requestBody.required, ...schemaMd(op.requestBody.view) },
              responseBody: op.response.body && schemaMd(op.response.body),
              otherResponses: op.otherResponses
                .map((r) => `\`${r.status}\`${r.description ? ` ${r.description.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}` : ''}`)
                .join('; '),
              doctest: `mocks=${model.name}`,
            },
      ),
    })),
    webhooks: ref.webhooks.map((w) => ({ ...w, payload: schemaMd(w.payload) })),
    types: (ref.detailed ? ref.types : []).map((t) => ({
      ...t,
      heading: typeHeading(t.typeName),
      anchor: anchorTo(typeHeading(t.typeName)),
      ...schemaMd(t.view),
    })),
  };
  return resolveAnchors(
    `${template()(view)
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  );
}
