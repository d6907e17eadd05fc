// The project's extensions are well-formed and in their place; `x-deprecation` goes with
// `deprecated: true`; `x-positional`, `x-resource`, `x-unwrap` and `x-derived` name things that exist. Other
// `x-` keys belong to other tools and are ignored (listed, as warnings, only in strict mode). One
// of the project's names in another place than the project gives it is an error in strict mode
// (the project's own documents); otherwise it is another tool's extension of the same name (a
// document from elsewhere: `x-service` on an operation), left out with a warning. In its place,
// it is the project's, and a value of another shape is an error.

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import { isObject, type JsonObject } from '../../openapi/json.js';
import type { Pointer } from '../../openapi/pointer.js';
import { pathVariables } from '../../openapi/operations.js';
import { followRefs, type Visitor } from '../../openapi/walk.js';
import { EXTENSION_BY_NAME, EXTENSIONS } from '../extensions.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

/** The validator of one extension's value, compiled on first use (the schemas are the project's own, checked by a test, hence no meta-schema check here). */
function validatorOf(name: string): ReturnType<Ajv2020['compile']> {
  let validate = validators.get(name);
  if (validate) return validate;
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
    addFormats(ajv);
  }
  validate = ajv.compile(EXTENSION_BY_NAME.get(name)!.schema);
  validators.set(name, validate);
  return validate;
}

/** The rule as a visitor of the document's walk (validate.ts walks it once for several rules), adding what it finds to `out`. */
export function extensionsVisitor(doc: SpecDocument, strict: boolean, out: Diagnostic[]): Visitor {
  return (obj, pointer, kind) => {
    if (kind === 'data' || kind === 'names') return;
    for (const key of Object.keys(obj)) {
      if (!key.startsWith('x-')) continue;
      const def = EXTENSION_BY_NAME.get(key);
      const at: Pointer = [...pointer, key];
      if (!def) {
        if (strict) out.push(diagnosticAt(doc, at, 'extension', `unknown extension ${key} (known: ${EXTENSIONS.map((e) => e.name).join(', ')})`, 'warning'));
        continue;
      }
      // Where the project's own documents have a mistake (strict: an error), a document from
      // elsewhere has another tool's extension of the same name: left out, with a warning.
      const foreign = (where: Pointer, message: string) => {
        out.push(
          diagnosticAt(doc, where, 'extension', strict ? message : `${message}; read as another tool's extension and left out`, strict ? 'error' : 'warning'),
        );
        if (!strict) delete obj[key];
      };
      if (!def.where.includes('any') && !def.where.includes(kind as never)) {
        foreign(at, `${key} is not allowed on ${kind === 'other' ? 'this object' : `a ${kind}`} (allowed on: ${def.where.join(', ')})`);
        continue;
      }
      const validate = validatorOf(key);
      if (!validate(obj[key])) {
        const e = validate.errors![0]!;
        out.push(diagnosticAt(doc, [...at, ...e.instancePath.split('/').filter(Boolean)], 'extension', `${key}${e.instancePath} ${e.message}`));
      }
    }
    if (kind === 'operation' && obj['x-deprecation'] !== undefined && obj.deprecated !== true) {
      out.push(diagnosticAt(doc, [...pointer, 'x-deprecation'], 'extension', 'x-deprecation needs "deprecated: true" on the same operation'));
    }
    out.push(...checkReferringExtensions(doc, obj, pointer, kind));
  };
}

/** x-positional and x-resource's key name path variables of its operation; x-unwrap a property of its success body; x-derived reads a property its schema declares. */
function checkReferringExtensions(doc: SpecDocument, obj: JsonObject, pointer: Pointer, kind: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const positional = obj['x-positional'];
  if (kind === 'operation' && Array.isArray(positional) && pointer[0] === 'paths') {
    const vars = pathVariables(String(pointer[1]));
    positional.forEach((name, i) => {
      if (!vars.includes(name))
        out.push(
          diagnosticAt(doc, [...pointer, 'x-positional', i], 'extension', `x-positional "${String(name)}" is not a path variable of "${String(pointer[1])}"`),
        );
    });
  }
  const resource = obj['x-resource'];
  if (kind === 'operation' && isObject(resource) && pointer[0] === 'paths') {
    const vars = pathVariables(String(pointer[1]));
    const keyed = ['read', 'update', 'delete'].includes(String(resource.action));
    if (resource.key !== undefined && !vars.includes(String(resource.key))) {
      out.push(
        diagnosticAt(
          doc,
          [...pointer, 'x-resource', 'key'],
          'extension',
          `x-resource key "${String(resource.key)}" is not a path variable of "${String(pointer[1])}"`,
        ),
      );
    } else if (keyed && resource.key === undefined) {
      out.push(
        diagnosticAt(
          doc,
          [...pointer, 'x-resource'],
          'extension',
          `x-resource action ${String(resource.action)} needs "key", the path variable naming the record`,
        ),
      );
    }
    if (resource.set !== undefined && resource.action !== 'update')
      out.push(diagnosticAt(doc, [...pointer, 'x-resource', 'set'], 'extension', 'x-resource "set" belongs to action update'));
  }
  const unwrap = obj['x-unwrap'];
  if (kind === 'operation' && typeof unwrap === 'string') {
    const responses = isObject(obj.responses) ? obj.responses : {};
    const status = Object.keys(responses).find((s) => /^2/.test(s));
    const content = status ? followRefs(doc.data, responses[status])?.content : undefined;
    const media = isObject(content) ? Object.entries(content).find(([type]) => /json/.test(type))?.[1] : undefined;
    const schema = isObject(media) ? followRefs(doc.data, media.schema) : undefined;
    if (!isObject(schema) || !isObject(schema.properties) || !(unwrap in schema.properties)) {
      out.push(diagnosticAt(doc, [...pointer, 'x-unwrap'], 'extension', `x-unwrap "${unwrap}" is not a property of the operation's success response body`));
    }
  }
  const derived = obj['x-derived'];
  if (kind === 'schema' && isObject(derived)) {
    const props = isObject(obj.properties) ? obj.properties : {};
    for (const [name, rule] of Object.entries(derived)) {
      const from = isObject(rule) ? rule.from : undefined;
      if (typeof from === 'string' && !(from in props))
        out.push(
          diagnosticAt(doc, [...pointer, 'x-derived', name, 'from'], 'extension', `x-derived ${name} reads "${from}", which is not a property of this schema`),
        );
      if (name in props) out.push(diagnosticAt(doc, [...pointer, 'x-derived', name], 'extension', `x-derived ${name} is already a property of this schema`));
    }
  }
  return out;
}
