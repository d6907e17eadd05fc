// The request body of an operation, by content type: JSON, form-urlencoded and multipart bodies
// that are one plain object spread their properties into the method's parameters (Octokit style);
// any other body (an array, a union, text, bytes, or an object whose property names clash with
// other parameters or request options) travels whole as the `data` parameter.

import { PER_CALL_OPTIONS } from '../../runtime/pipeline/call-options.js';
import { isObject, type JsonObject } from '../openapi/json.js';
import { hiddenIn } from './access.js';
import type { ModelContext } from './context.js';
import { isSensitive, type JsonSchema } from './schema-node.js';
import { objectShape, typesOf, type SchemaLookup } from './shape.js';
import type { BodyModel, BodyType, ParamModel } from './types.js';

export function isJsonMediaType(type: string): boolean {
  return /json/i.test(type);
}

function bodyTypeOf(mediaType: string): BodyType {
  if (isJsonMediaType(mediaType)) return 'json';
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) return 'form';
  if (/^multipart\//i.test(mediaType)) return 'multipart';
  if (/^text\//i.test(mediaType)) return 'text';
  return 'binary';
}

/** Media types that name no format of their own. */
const WILDCARD = /^(\*|application)\/\*/i;

const PREFERENCE: BodyType[] = ['json', 'form', 'multipart', 'text', 'binary'];

export interface BuiltBody {
  body?: BodyModel;
  params: ParamModel[];
}

export function buildBody(
  ctx: ModelContext,
  lookup: SchemaLookup,
  pointer: readonly (string | number)[],
  op: JsonObject,
  otherParams: readonly ParamModel[],
): BuiltBody {
  const raw = ctx.deref(op.requestBody);
  if (!isObject(raw) || !isObject(raw.content) || Object.keys(raw.content).length === 0) return { params: [] };
  const types = Object.keys(raw.content);
  const mediaType = [...types].sort((a, b) => PREFERENCE.indexOf(bodyTypeOf(a)) - PREFERENCE.indexOf(bodyTypeOf(b)))[0]!;
  let type = bodyTypeOf(mediaType);
  const at = [...pointer, 'requestBody', 'content', mediaType, 'schema'];
  const fallbackSchema: JsonSchema = type === 'text' ? { type: 'string' } : type === 'binary' ? { type: 'string', format: 'binary' } : {};
  const schema = raw.content[mediaType]?.schema !== undefined ? ctx.schema(raw.content[mediaType].schema, at) : fallbackSchema;
  const required = raw.required === true;
  // A media type with no name (`"": {schema}`: spoonacular) is read as `*/*`, with a warning.
  const unnamed = mediaType.trim() === '';
  if (unnamed)
    ctx.warn(
      [...pointer, 'requestBody', 'content', mediaType],
      'unsupported',
      "the request body's media type has no name; read as */* (an object or array goes as JSON, anything else as bytes)",
    );
  let sent = mediaType === '*/*' || unnamed ? 'application/octet-stream' : mediaType;
  // A wildcard media type (`*/*`, `application/*`) over an object or array schema: the structure goes as JSON.
  if ((WILDCARD.test(mediaType) || unnamed) && typesOf(schema, lookup).some((t) => t === 'object' || t === 'array'))
    [type, sent] = ['json', 'application/json'];
  const body: BodyModel = { type, mediaType: sent, spread: false, required, schema };
  if (type === 'json' || type === 'form' || type === 'multipart') {
    const shape = objectShape(schema, lookup);
    const taken = new Set(otherParams.map((p) => p.name));
    const clash = shape ? Object.keys(shape.properties).find((name) => taken.has(name) || PER_CALL_OPTIONS.has(name)) : undefined;
    if (shape && clash === undefined) {
      body.spread = true;
      if (shape.alternatives) body.alternatives = shape.alternatives;
      // A readOnly property is the service's to set: never required of a request, and left out of its type.
      const readOnly = new Set(Object.keys(shape.properties).filter((name) => hiddenIn(shape.properties[name]!, 'write', lookup)));
      const requiredProps = new Set(required ? shape.required.filter((n) => !readOnly.has(n)) : []);
      const params = Object.keys(shape.properties).map((name): ParamModel => {
        const s = shape.properties[name]!;
        const p: ParamModel = {
          name,
          in: 'body',
          wireName: name,
          required: requiredProps.has(name),
          schema: s,
          sensitive: isSensitive(s),
          deprecated: isObject(s) && s.deprecated === true,
        };
        if (readOnly.has(name)) p.readOnly = true;
        if (isObject(s) && s.description !== undefined) p.description = s.description;
        if (isObject(s) && s.example !== undefined) p.example = s.example;
        else if (isObject(s) && s.examples?.length) p.example = s.examples[0];
        return p;
      });
      // A property the schema requires without declaring it (JSON Schema allows it: any value) is a parameter too.
      for (const name of shape.required.filter((n) => !Object.hasOwn(shape.properties, n) && !taken.has(n) && !PER_CALL_OPTIONS.has(n))) {
        ctx.warn(
          [...pointer, 'requestBody', 'content', mediaType, 'schema'],
          'schema',
          `"required" names "${name}", which "properties" does not declare; it is a body parameter of any type`,
        );
        params.push({ name, in: 'body', wireName: name, required: requiredProps.has(name), schema: {}, sensitive: false, deprecated: false });
      }
      const names = new Set(params.map((p) => p.name));
      if (!required && shape.required.length > 0) body.requiredWhenSent = shape.required.filter((n) => names.has(n) && !readOnly.has(n));
      return { body, params };
    }
    if (clash !== undefined)
      ctx.warn(pointer, 'names', `body property "${clash}" has the name of another parameter or request option; the body is passed whole as "data"`);
    const shapes = typesOf(schema, lookup);
    if (type === 'form' && !shape && shapes.length > 0 && !shapes.includes('object')) {
      ctx.warn(
        [...pointer, 'requestBody', 'content', mediaType, 'schema'],
        'unsupported',
        `an ${mediaType} body is named fields, and this schema (${shapes.join(' or ')}) has none; the body is sent as given`,
      );
    }
    // A multipart body is parts; a string has none, and goes as the text it is.
    if (type === 'multipart' && !shape && shapes.length > 0 && shapes.every((t) => t === 'string' || t === 'null')) {
      ctx.warn(
        [...pointer, 'requestBody', 'content', mediaType, 'schema'],
        'unsupported',
        `a ${mediaType} body is parts, and this schema (a string) has none; the body is sent as text`,
      );
      body.type = 'text';
      body.mediaType = 'text/plain';
    }
  }
  const data: ParamModel = {
    name: otherParams.some((p) => p.name === 'data') ? 'body' : 'data',
    in: 'body',
    wireName: '',
    required,
    schema,
    sensitive: false,
    deprecated: false,
  };
  if (isObject(raw) && typeof raw.description === 'string') data.description = raw.description;
  const example = raw.content[mediaType]?.example;
  if (example !== undefined) data.example = example;
  return { body, params: [data] };
}
