// The project's `x-` extensions: where each may stand and what its value must look like.
// specs/README.md documents each one; a test keeps the two in step.

export type Placement = 'root' | 'operation' | 'parameter' | 'schema' | 'any';

export interface ExtensionDefinition {
  name: string;
  where: readonly Placement[];
  /** JSON Schema (draft 2020-12) of the value. */
  schema: Record<string, unknown>;
  summary: string;
}

const sourceValue = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
  ],
};

export const EXTENSIONS: readonly ExtensionDefinition[] = [
  {
    name: 'x-service',
    where: ['root'],
    summary: 'Client class name, default headers and the Accept templates for previews and media-type formats.',
    schema: {
      type: 'object',
      required: ['client'],
      additionalProperties: false,
      properties: {
        client: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*Client$' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        previewAccept: { type: 'string', pattern: '\\{preview\\}' },
        formatAccept: { type: 'string', pattern: '\\{format\\}' },
        'x-source': sourceValue,
      },
    },
  },
  {
    name: 'x-method',
    where: ['operation'],
    summary: 'The client method: `namespace.method`, or `method` for a method on the client itself.',
    schema: { type: 'string', pattern: '^([a-z][A-Za-z0-9]*\\.)?[a-z][A-Za-z0-9]*$' },
  },
  {
    name: 'x-previews',
    where: ['operation'],
    summary: 'API previews the operation needs; each becomes an Accept media type through previewAccept.',
    schema: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } },
  },
  {
    name: 'x-deprecation',
    where: ['operation'],
    summary: 'Why and in favour of what an operation (marked `deprecated: true`) is deprecated.',
    schema: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        replacement: { type: 'string', pattern: '^([a-z][A-Za-z0-9]*\\.)?[a-z][A-Za-z0-9]*$' },
        kind: { enum: ['renamed', 'removed'] },
        message: { type: 'string', minLength: 1 },
      },
    },
  },
  {
    // catalogue: older names of an operation that share its verb and path (OpenAPI allows one
    // operation per verb and path, so a renamed method cannot be an operation of its own).
    name: 'x-aliases',
    where: ['operation'],
    summary: 'Older, deprecated method names of this operation (same verb and path), each with the kind of deprecation.',
    schema: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['method'],
        additionalProperties: false,
        properties: {
          method: { type: 'string', pattern: '^([a-z][A-Za-z0-9]*\\.)?[a-z][A-Za-z0-9]*$' },
          kind: { enum: ['renamed', 'removed'] },
          message: { type: 'string', minLength: 1 },
        },
      },
    },
  },
  {
    name: 'x-variant',
    where: ['operation'],
    summary: 'Marks a legacy endpoint or a stubbed (testing) variant of another operation.',
    schema: { enum: ['legacy', 'stubbed'] },
  },
  {
    name: 'x-notes',
    where: ['operation'],
    summary: 'Permission and token-type notes shown in the generated docs.',
    schema: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
  },
  {
    name: 'x-sensitive',
    where: ['parameter', 'schema'],
    summary: 'A secret: its value is redacted from errors and logs.',
    schema: { type: 'boolean' },
  },
  {
    name: 'x-message-format',
    where: ['schema'],
    summary: 'A console message format with `{parameter}` placeholders.',
    schema: { type: 'string', minLength: 1 },
  },
  {
    name: 'x-incomplete',
    where: ['operation', 'parameter', 'schema'],
    summary: 'What the requirements leave unknown about this item.',
    schema: { type: 'string', minLength: 1 },
  },
  {
    name: 'x-source',
    where: ['any'],
    summary: 'Where a fact not stated by the requirements came from.',
    schema: sourceValue,
  },
];

export const EXTENSION_BY_NAME = new Map(EXTENSIONS.map((e) => [e.name, e]));
