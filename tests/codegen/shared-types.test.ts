// types.ts writes a repeated shape once: an inline object the document writes more than once is
// declared as one named type (named from its title or where it is first written) and referred to,
// a nullable copy as `Name | null`, a copy of a component as the component's name, a component
// that is another one made nullable as `Other | null`; a parameter component several operations
// take alike is one interface their Params extend, its description kept. Small shapes and shapes
// that print from more than their keywords (x-derived) stay inline. The result type-checks and
// keeps its meaning; and on GitHub's description every place written as a name prints exactly
// what that name's declaration does.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { generate, loadDocuments } from '../../codegen/generate.js';
import { declaredType } from '../../codegen/emit/types/ts-type.js';
import { typeContext } from '../../codegen/emit/types/type-context.js';
import { buildModel } from '../../codegen/model/build.js';
import { typeRoots, writtenAsOf } from '../../codegen/model/shared-types.js';
import type { JsonSchema } from '../../codegen/model/types.js';
import { DiagnosticSink } from '../../codegen/openapi/diagnostics.js';
import { isObject } from '../../codegen/openapi/json.js';
import { OCTOKIT_OPENAPI, officialFile } from '../services/oracle/official-packages.js';

/** An object long enough to be worth a name (its type keywords are well over MIN_SHARED_LENGTH). */
const ACTOR = `
      title: Actor
      type: object
      required: [login, id]
      properties:
        login: { type: string, description: The handle of the account that acted. }
        id: { type: integer, description: The unique identifier of the account that acted. }
        avatar_url: { type: string, description: The address of the account's avatar image. }
        html_url: { type: string, description: The address of the account's profile page. }
        site_admin: { type: boolean, description: Whether the account administers the site. }`;

const DOCUMENT = `
openapi: 3.1.0
info: { title: Shapes, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /repos/{owner}/{repo}/pushes:
    get:
      operationId: pushes/get
      parameters:
        - $ref: '#/components/parameters/owner'
        - $ref: '#/components/parameters/repo'
        - $ref: '#/components/parameters/bare'
      responses:
        '200':
          description: OK
          content: { application/json: { schema: { $ref: '#/components/schemas/push-event' } } }
  /repos/{owner}/{repo}/reviews:
    get:
      operationId: reviews/get
      parameters:
        - $ref: '#/components/parameters/owner'
        - $ref: '#/components/parameters/repo'
        - $ref: '#/components/parameters/bare'
      responses:
        '200':
          description: OK
          content: { application/json: { schema: { $ref: '#/components/schemas/review-event' } } }
  /orgs/{org}:
    get:
      operationId: orgs/get
      parameters:
        - { name: org, in: path, required: true, description: The organization., schema: { type: string } }
      responses:
        '200':
          description: OK
          content: { application/json: { schema: { $ref: '#/components/schemas/nullable-user' } } }
components:
  parameters:
    owner: { name: owner, in: path, required: true, description: The account owner of the repository., schema: { type: string } }
    repo: { name: repo, in: path, required: true, description: The name of the repository., schema: { type: string } }
    bare: { name: bare, in: query, schema: { type: integer } }
  schemas:
    user:
      type: object
      required: [login]
      properties:
        login: { type: string, description: The user's handle, unique on the site. }
        name: { type: [string, 'null'], description: The user's full name, when they gave one. }
        email: { type: [string, 'null'], description: The user's public e-mail address, when they gave one. }
        company: { type: [string, 'null'], description: The company the user works for, as they wrote it. }
    nullable-user:
      type: [object, 'null']
      required: [login]
      properties:
        login: { type: string, description: The user's handle, unique on the site. }
        name: { type: [string, 'null'], description: The user's full name, when they gave one. }
        email: { type: [string, 'null'], description: The user's public e-mail address, when they gave one. }
        company: { type: [string, 'null'], description: The company the user works for, as they wrote it. }
    push-event:
      type: object
      required: [sender]
      properties:
        sender:${ACTOR.replace(/^ {6}/gm, '          ')}
        pusher:${ACTOR.replace(/^ {6}/gm, '          ')}
          example: { login: octocat, id: 1 }
        editor:${ACTOR.replace(/^ {6}/gm, '          ').replace('type: object', "type: [object, 'null']")}
        owner:
          type: object
          required: [login]
          properties:
            login: { type: string, description: The user's handle, unique on the site. }
            name: { type: [string, 'null'], description: The user's full name, when they gave one. }
            email: { type: [string, 'null'], description: The user's public e-mail address, when they gave one. }
            company: { type: [string, 'null'], description: The company the user works for, as they wrote it. }
        link: { type: object, properties: { href: { type: string } } }
    review-event:
      type: object
      properties:
        sender:${ACTOR.replace(/^ {6}/gm, '          ')}
        link: { type: object, properties: { href: { type: string } } }
`;

let dir: string;
let types: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-shared-types-'));
  await writeFile(join(dir, 'shapes.yaml'), DOCUMENT);
  const { files } = await generate([{ path: join(dir, 'shapes.yaml'), shown: 'specs/shapes.yaml', name: 'shapes' }]);
  types = files.get('shapes/types.ts')!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The text of one declaration of types.ts. */
const declaration = (name: string) => new RegExp(`^export (?:type|interface) ${name}\\b[^]*?^}?;?$`, 'm').exec(types)?.[0];

describe('an inline object written more than once', () => {
  test('is declared once, under its title, with where it is first written', () => {
    expect(types.match(/^export type Actor = \{$/gm)).toHaveLength(1);
    expect(types).toContain('/** An object the spec writes 4 times, first at `PushEvent.sender`. */\nexport type Actor = {');
    // Its properties keep their descriptions, once.
    expect(types.split('The handle of the account that acted.')).toHaveLength(2);
  });

  test('every copy refers to it: one with another example too, a nullable one as `Actor | null`', () => {
    const push = declaration('PushEvent')!;
    expect(push).toContain('  sender: Actor;');
    expect(push).toContain('  pusher?: Actor;');
    expect(push).toContain('  editor?: Actor | null;');
    expect(declaration('ReviewEvent')).toContain('  sender?: Actor;');
  });

  test('a copy of a component is written as the component; a component made nullable as `User | null`', () => {
    expect(declaration('PushEvent')).toContain('  owner?: User;');
    expect(types).toContain('export type NullableUser = User | null;');
  });

  test('a small object stays where it is written', () => {
    expect(declaration('PushEvent')).toContain('  link?: {\n    href?: string;\n  };');
    expect(declaration('ReviewEvent')).toContain('  link?: {\n    href?: string;\n  };');
  });
});

describe('a parameter component several operations take', () => {
  test('is one interface with its description, which their Params extend', () => {
    expect(declaration('OwnerParam')).toBe('export interface OwnerParam {\n  /** The account owner of the repository. */\n  owner: string;\n}');
    expect(types).toContain('/** The `owner` parameter of 2 operations. */');
    expect(types).toMatch(/^export interface PushesGetParams extends OwnerParam, RepoParam \{$/m);
  });

  test('one without a description, or taken by one operation, stays in the Params', () => {
    expect(declaration('PushesGetParams')).toContain('  bare?: number | undefined;');
    expect(declaration('OrgsGetParams')).toContain('  /** The organization. */\n  org: string;');
    expect(types).not.toContain('BareParam');
  });
});

test('types.ts type-checks strictly, and the shared names keep the types they replace', async () => {
  const consumer = `import type * as T from './types';
const actor: T.Actor = { login: 'octocat', id: 1 };
export const push: T.PushEvent = { sender: actor, pusher: actor, editor: null, owner: { login: 'o', name: null, email: null, company: null } };
export const params: T.PushesGetParams = { owner: 'o', repo: 'r', bare: 1 };
// @ts-expect-error an Actor needs its id
export const noId: T.Actor = { login: 'octocat' };
// @ts-expect-error editor is an Actor or null, not a string
export const badEditor: T.PushEvent = { sender: actor, editor: 'someone' };
// @ts-expect-error repo is required
export const noRepo: T.ReviewsGetParams = { owner: 'o' };
export const nobody: T.NullableUser = null;
`;
  await writeFile(join(dir, 'types.ts'), types);
  await writeFile(join(dir, 'consumer.ts'), consumer);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const program = ts.createProgram([join(dir, 'types.ts'), join(dir, 'consumer.ts')], options);
  const messages = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(messages).toEqual([]);
});

test("on GitHub's description, every place written as a name prints exactly what the name's declaration does", async () => {
  const sink = new DiagnosticSink(false);
  const [doc] = await loadDocuments([{ path: officialFile(OCTOKIT_OPENAPI).path, shown: 'api.github.com.json', name: 'github' }], sink);
  const model = buildModel(doc!, sink);
  const ctx = typeContext(model, 'read');
  const declared = new Map<string, JsonSchema>([
    ...model.schemas.map((s): [string, JsonSchema] => [s.typeName, s.schema]),
    ...model.sharedTypes.map((s): [string, JsonSchema] => [s.typeName, s.schema]),
  ]);
  expect(model.sharedTypes.length).toBeGreaterThan(50);
  expect(model.sharedParams.length).toBeGreaterThan(50);
  let checked = 0;
  const mismatches: string[] = [];
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    const written = writtenAsOf(node);
    if (written !== undefined) {
      const name = written.replace(/ \| null$/, '');
      const expected = `${declaredType(declared.get(name)!, ctx)}${written === name ? '' : ' | null'}`;
      checked++;
      if (declaredType(node, ctx) !== expected) mismatches.push(written);
    }
    for (const value of Object.values(node)) visit(value);
  };
  for (const root of typeRoots(model.schemas, model.operations, model.webhooks)) visit(root.schema);
  expect(checked).toBeGreaterThan(1000);
  expect(mismatches).toEqual([]);
}, 60_000);
