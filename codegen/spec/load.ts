// Loads one document from disk: checks the path, parses YAML or JSON with positions, applies the
// user's overlays (./overlay.ts), converts Swagger 2.0 to OpenAPI 3.0 (./swagger2.ts), checks that
// it is OpenAPI 3.0 or 3.1, and bundles external references. Every problem is a diagnostic.

import { readFile, stat } from 'node:fs/promises';
import type { Diagnostic } from '../openapi/diagnostics.js';
import type { OpenApiVersion, SpecDocument } from '../openapi/document.js';
import { isObject } from '../openapi/json.js';
import { bundleExternalRefs } from './bundle.js';
import { applyOverlays, type OverlayInput } from './overlay.js';
import { convertSwagger2, swagger2Pointer } from './swagger2.js';
import { parseText, syntaxRule } from './parse.js';

/** Documents larger than this are refused (GitHub's full description is 13 MB). */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

export interface LoadResult {
  doc?: SpecDocument;
  diagnostics: Diagnostic[];
}

/** The files a document is made of: itself, its overlays, and the files its `$ref`s name. */
export function sourcesOf(path: string, overlays: readonly OverlayInput[], referenced: readonly string[] = []): string[] {
  return [...new Set([path, ...overlays.map((o) => o.path), ...referenced])];
}

function versionOf(data: Record<string, unknown>): OpenApiVersion | undefined {
  const v = typeof data.openapi === 'string' ? data.openapi : '';
  if (/^3\.0\.\d+/.test(v)) return '3.0';
  if (/^3\.1\.\d+/.test(v)) return '3.1';
  return undefined;
}

/** What a version field holds, as the message says it: a string quoted, a number as its author most likely wrote it (`2.0`, not `2`). */
function shownVersion(value: unknown): string {
  if (typeof value === 'number') return `the number ${Number.isInteger(value) ? value.toFixed(1) : String(value)}`;
  return JSON.stringify(value) ?? 'nothing';
}

/**
 * The version fields as their authors write them. YAML reads an unquoted `swagger: 2.0` as the
 * number 2 and `openapi: 3.0` as 3 (hey-api's own test documents are written so, and its generator
 * reads them), and some write `openapi: "3.1"` without a patch version: each is read as the version it
 * names ("2.0", "3.0.0", "3.1.0"), in place, with a warning at the field saying what was given.
 * Anything else is left as it is, for the version check to refuse.
 */
function readWrittenVersion(data: Record<string, unknown>, warn: (field: 'swagger' | 'openapi', message: string) => void): void {
  const { swagger, openapi } = data;
  if (typeof swagger === 'number' && swagger === 2) {
    data.swagger = '2.0';
    warn('swagger', `"swagger" is ${shownVersion(swagger)}, not the string "2.0" (YAML reads an unquoted 2.0 as a number); read as "2.0"`);
  }
  const minor =
    typeof openapi === 'number'
      ? openapi === 3
        ? '3.0'
        : openapi === 3.1
          ? '3.1'
          : undefined
      : typeof openapi === 'string' && /^3\.[01]$/.test(openapi)
        ? openapi
        : undefined;
  if (minor) {
    data.openapi = `${minor}.0`;
    const why = typeof openapi === 'number' ? `not a string (YAML reads an unquoted ${minor} as a number)` : 'without a patch version';
    warn('openapi', `"openapi" is ${shownVersion(openapi)}, ${why}; read as "${minor}.0"`);
  }
}

/**
 * Loads `path` (absolute), naming it `shown` in diagnostics and `name` as the service, with the
 * overlays applied in order.
 */
export async function loadDocument(path: string, shown: string, name: string, overlays: readonly OverlayInput[] = []): Promise<LoadResult> {
  const at = (message: string, rule: Diagnostic['rule'] = 'file'): LoadResult => ({
    diagnostics: [{ file: shown, line: 1, col: 1, severity: 'error', rule, message }],
  });
  let text: string;
  try {
    const info = await stat(path);
    if (info.isDirectory()) return at('is a directory, not a spec file');
    if (info.size > MAX_DOCUMENT_BYTES) return at(`is ${info.size} bytes; documents over ${MAX_DOCUMENT_BYTES} bytes are refused`);
    text = await readFile(path, 'utf8');
  } catch (error) {
    return at(`cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let parsed;
  try {
    parsed = parseText(shown, text);
  } catch (error) {
    return at(`cannot be parsed: ${String((error as Error).message).split('\n')[0]}`, syntaxRule(shown));
  }
  if (parsed.diagnostics.length > 0) return { diagnostics: parsed.diagnostics };
  if (!isObject(parsed.data)) return at('the document is empty or not a mapping', syntaxRule(shown));
  let data: Record<string, unknown> = parsed.data;
  let locate = parsed.locate;
  const diagnostics: Diagnostic[] = [];
  if (overlays.length) {
    const applied = await applyOverlays(data, overlays);
    diagnostics.push(...applied.diagnostics);
    if (applied.diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
    locate = applied.locate(parsed.locate);
  }
  readWrittenVersion(data, (field, message) => diagnostics.push({ file: shown, ...locate([field]), severity: 'warning', rule: 'openapi', message }));
  if (typeof data.swagger === 'string' && /^2\.0(\.\d+)?$/.test(data.swagger)) {
    const converted = await convertSwagger2(data);
    if ('error' in converted)
      return {
        diagnostics: [
          ...diagnostics,
          {
            file: shown,
            ...locate(['swagger']),
            severity: 'error',
            rule: 'openapi',
            message: `this Swagger 2.0 document cannot be converted to OpenAPI 3.0: ${converted.error}`,
          },
        ],
      };
    data = converted.data;
    // Diagnostics about the converted document point at the 2.0 file.
    const in2 = locate;
    locate = (pointer) => in2(swagger2Pointer(pointer));
  }
  const version = versionOf(data);
  if (!version) {
    const swagger = data.swagger !== undefined && data.openapi === undefined;
    const pos = locate([swagger ? 'swagger' : 'openapi']);
    const message = swagger
      ? `Swagger ${typeof data.swagger === 'string' ? data.swagger : shownVersion(data.swagger).replace('the number ', '')} is not supported (2.0 is, and OpenAPI 3.0 and 3.1)`
      : `"openapi" must name version 3.0.x or 3.1.x, got ${shownVersion(data.openapi)}`;
    return { diagnostics: [...diagnostics, { file: shown, ...pos, severity: 'error', rule: 'openapi', message }] };
  }
  const referenced = await bundleExternalRefs(data, path, (d, pointer) => diagnostics.push({ file: shown, ...locate(pointer), ...d }));
  return { doc: { file: shown, name, data, version, locate, sources: sourcesOf(path, overlays, referenced) }, diagnostics };
}
