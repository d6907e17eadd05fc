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

const fieldName = { type: 'string', minLength: 1 };

export const EXTENSIONS: readonly ExtensionDefinition[] = [
  {
    name: 'x-service',
    where: ['root'],
    summary:
      'Client class name (default: from info.title), default headers, the Accept templates for previews and media-type formats, how tokens are told apart.',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        client: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*Client$' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        previewAccept: { type: 'string', pattern: '\\{preview\\}' },
        formatAccept: { type: 'string', pattern: '\\{format\\}' },
        timeZoneHeader: { type: 'string', pattern: '^[A-Za-z0-9-]+$' },
        tokenTypes: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['type', 'pattern'],
            additionalProperties: false,
            properties: {
              type: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
              pattern: { type: 'string', minLength: 1, format: 'regex' },
              prefix: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9-]*$' },
            },
          },
        },
        appAuth: {
          type: 'object',
          additionalProperties: false,
          required: ['installationTokenOperation', 'installationIdParam', 'tokenField', 'expiresAtField', 'jwtScheme', 'jwt'],
          properties: {
            installationTokenOperation: { type: 'string', pattern: '^([a-z][A-Za-z0-9]*\\.)?[a-z][A-Za-z0-9]*$' },
            installationIdParam: { type: 'string', minLength: 1 },
            tokenField: { type: 'string', minLength: 1 },
            expiresAtField: { type: 'string', minLength: 1 },
            jwtScheme: { type: 'string', minLength: 1 },
            jwt: {
              type: 'object',
              additionalProperties: false,
              required: ['issuedAtSkew', 'maxLifetime'],
              properties: {
                issuedAtSkew: { type: 'integer', minimum: 0, maximum: 3600 },
                maxLifetime: { type: 'integer', minimum: 1, maximum: 86400 },
              },
            },
          },
        },
        'x-source': sourceValue,
      },
    },
  },
  {
    name: 'x-webhooks-server',
    where: ['root'],
    summary:
      "How the generated webhook server presents itself: its default port, where the service's webhooks are set up, the app platform variable that gives its public host name, how deliveries are signed, where a delivery names its event (a header, a body field, or both), where it carries the sender's delivery id (a header or a body field; a queue deduplicates by it) and whether a delivery that breaks its schema is refused (strict) rather than delivered with its violations.",
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        port: { type: 'integer', minimum: 1, maximum: 65535 },
        settingsUrl: { type: 'string', pattern: '^https?://' },
        publicHost: {
          type: 'object',
          additionalProperties: false,
          required: ['variable', 'example'],
          properties: {
            variable: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
            example: { type: 'string', minLength: 1 },
          },
        },
        signature: {
          type: 'object',
          additionalProperties: false,
          required: ['scheme'],
          properties: {
            scheme: { enum: ['hmac-sha256', 'standard-webhooks', 'stripe'] },
            header: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
            prefix: { type: 'string' },
            encoding: { enum: ['hex', 'base64'] },
            tolerance: { type: 'integer', minimum: 1, maximum: 86400 },
          },
          // hmac-sha256 names its header; standard-webhooks has its own headers and a tolerance.
          allOf: [
            {
              if: { properties: { scheme: { const: 'hmac-sha256' } } },
              // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
              then: { required: ['header'], properties: { tolerance: false } },
            },
            {
              if: { properties: { scheme: { const: 'standard-webhooks' } } },
              // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
              then: { properties: { header: false, prefix: false, encoding: false } },
            },
            {
              if: { properties: { scheme: { const: 'stripe' } } },
              // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
              then: { properties: { header: false, prefix: false, encoding: false } },
            },
          ],
        },
        event: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            header: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
            field: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
            headerValueAt: { type: 'string', pattern: '^(/[^/]*)+$' },
          },
        },
        deliveryId: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          maxProperties: 1,
          properties: {
            header: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
            field: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
          },
        },
        strict: { type: 'boolean' },
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
    // Older names of an operation that share its verb and path (OpenAPI allows one operation per
    // verb and path, so a renamed method cannot be an operation of its own).
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
    name: 'x-multi-segment',
    where: ['parameter', 'schema'],
    summary: "A path parameter whose value may hold slashes, sent as they are (`heads/main`): GitHub's description marks `ref` and `path` so.",
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
    name: 'x-event',
    where: ['schema'],
    summary: 'Marks a schema as the parameters of one catalogue event: its wire name, its group and (when known) its type.',
    schema: {
      type: 'object',
      required: ['name', 'group'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        group: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        type: { type: 'string', minLength: 1 },
      },
    },
  },
  {
    name: 'x-event-catalogue',
    where: ['schema'],
    summary:
      'On the wire event schema: the groups of the catalogue, the primary-event flag, example unknown events, names that are not event names (with the event meant) and what the catalogue leaves out.',
    schema: {
      type: 'object',
      required: ['groups'],
      additionalProperties: false,
      properties: {
        primaryParameter: { type: 'string', minLength: 1 },
        groups: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['id', 'title'],
            additionalProperties: false,
            properties: {
              id: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
              title: { type: 'string', minLength: 1 },
              type: { type: 'string', minLength: 1 },
            },
          },
        },
        unknownExamples: { type: 'array', items: { type: 'string', minLength: 1 } },
        misnomers: { type: 'object', minProperties: 1, additionalProperties: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } },
        gaps: { type: 'array', items: { type: 'string', minLength: 1 } },
        wire: {
          type: 'object',
          additionalProperties: false,
          properties: {
            activity: {
              type: 'object',
              additionalProperties: false,
              properties: {
                events: fieldName,
                id: fieldName,
                time: fieldName,
                uniqueId: fieldName,
                actor: fieldName,
                actorNames: { type: 'array', items: fieldName },
              },
            },
            event: {
              type: 'object',
              additionalProperties: false,
              properties: {
                name: fieldName,
                type: fieldName,
                parameters: fieldName,
                kept: { type: 'array', uniqueItems: true, items: fieldName },
                stringLists: { type: 'array', uniqueItems: true, items: fieldName },
                sensitive: fieldName,
              },
            },
            parameter: {
              type: 'object',
              additionalProperties: false,
              properties: {
                name: fieldName,
                nested: fieldName,
                values: {
                  type: 'object',
                  additionalProperties: false,
                  properties: Object.fromEntries(
                    ['string', 'boolean', 'integer', 'strings', 'integers', 'booleans', 'message', 'messages'].map((k) => [k, fieldName]),
                  ),
                },
              },
            },
          },
        },
        'x-source': sourceValue,
      },
    },
  },
  {
    name: 'x-decode-events',
    where: ['operation'],
    summary: 'The response holds activities whose events the client decodes into typed catalogue events.',
    schema: { const: true },
  },
  {
    name: 'x-pagination',
    where: ['operation'],
    summary:
      'How to follow pages. `kind: link` (the default): the Link header, `items` naming the body property with the items when the body is not the array. `kind: token`: the request parameter that takes the token, the response field that holds the next one and the field of the items. `kind: page`: the page-number parameter (from its value in the call, or 1, plus one per page until a page has no items) and the field of the items when the body is not the array.',
    schema: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          properties: { kind: { const: 'link' }, items: { type: 'string', minLength: 1 } },
        },
        {
          type: 'object',
          required: ['kind', 'tokenParameter', 'nextField', 'itemsField'],
          additionalProperties: false,
          properties: {
            kind: { const: 'token' },
            tokenParameter: { type: 'string', minLength: 1 },
            nextField: { type: 'string', minLength: 1 },
            itemsField: { type: 'string', minLength: 1 },
            pageSizeParameter: { type: 'string', minLength: 1 },
          },
        },
        {
          type: 'object',
          required: ['kind', 'pageParameter'],
          additionalProperties: false,
          properties: {
            kind: { const: 'page' },
            pageParameter: { type: 'string', minLength: 1 },
            itemsField: { type: 'string', minLength: 1 },
            pageSizeParameter: { type: 'string', minLength: 1 },
          },
        },
      ],
    },
  },
  {
    name: 'x-before',
    where: ['operation'],
    summary: 'Cross-field order: each key parameter (an RFC 3339 time) must be strictly before the parameter it maps to.',
    schema: { type: 'object', minProperties: 1, additionalProperties: { type: 'string', minLength: 1 } },
  },
  {
    name: 'x-known-values',
    where: ['parameter'],
    summary: 'The parameter takes a catalogue event name (`event-names`); other values are refused unless the call passes `allowUnknown: true`.',
    schema: { enum: ['event-names'] },
  },
  {
    name: 'x-event-filter',
    where: ['parameter'],
    summary: 'The listing keeps only events whose `name` (or `type`) equals this parameter; the mocks honour it.',
    schema: { enum: ['name', 'type'] },
  },
  {
    name: 'x-retry',
    where: ['root'],
    summary: 'Retry policy of every operation: the statuses retried with exponential backoff, how many times, the first and the longest wait.',
    schema: {
      type: 'object',
      required: ['statuses', 'retries', 'baseDelayMs'],
      additionalProperties: false,
      properties: {
        statuses: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 400, maximum: 599 } },
        retries: { type: 'integer', minimum: 0, maximum: 10 },
        baseDelayMs: { type: 'integer', minimum: 0 },
        maxDelayMs: { type: 'integer', minimum: 0 },
        'x-source': sourceValue,
      },
    },
  },
  {
    name: 'x-unwrap',
    where: ['operation'],
    summary: 'The property of the success response body that the method returns as its data (the service wraps the record in an envelope).',
    schema: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
  },
  {
    name: 'x-resource',
    where: ['operation'],
    summary:
      'What the operation does to a record of a named collection (create, list, read, update, delete), so the generated mocks keep state: created records are listed and read back, updated ones change, deleted ones answer 404.',
    schema: {
      type: 'object',
      required: ['collection', 'action'],
      additionalProperties: false,
      properties: {
        collection: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' },
        action: { enum: ['create', 'list', 'read', 'update', 'delete'] },
        key: { type: 'string', minLength: 1 },
        idField: { type: 'string', minLength: 1 },
        set: { type: 'object', minProperties: 1 },
      },
    },
  },
  {
    name: 'x-positional',
    where: ['operation'],
    summary: 'Path parameters the method takes as leading positional arguments, in order, before its params object.',
    schema: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } },
  },
  {
    name: 'x-derived',
    where: ['schema'],
    summary: 'Properties the client adds to a decoded response object, each mapped from the value of another property.',
    schema: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
      additionalProperties: {
        type: 'object',
        required: ['from', 'values'],
        additionalProperties: false,
        properties: {
          from: { type: 'string', minLength: 1 },
          description: { type: 'string', minLength: 1 },
          values: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['when', 'value'],
              additionalProperties: false,
              properties: { when: { type: ['string', 'number', 'boolean', 'null'] }, value: { type: ['string', 'number', 'boolean'] } },
            },
          },
        },
      },
    },
  },
  {
    name: 'x-source',
    where: ['any'],
    summary: 'Where a fact not stated by the requirements came from.',
    schema: sourceValue,
  },
];

export const EXTENSION_BY_NAME = new Map(EXTENSIONS.map((e) => [e.name, e]));
