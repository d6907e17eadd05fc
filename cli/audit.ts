// `specforge audit list [--event NAME] [--type TYPE] [--max N] [--mock] [--bearer] [--allow-unknown]`:
// prints one console message per audit event (time, actor, message). Against the real service the
// token comes from the AUDIT_ACCESS_TOKEN environment variable (never a flag); with --mock the
// embedded activity-feed mocks answer instead. Errors print one line and exit non-zero.

import { AuditClient, SpecforgeError, ValidationError, formatMessage, type AuditActivity, type AuditEvent } from '../generated/audit/index.js';

export const TOKEN_ENV = 'AUDIT_ACCESS_TOKEN';
/** Optional: another base URL for the real service (a proxy, a test server). */
export const BASE_URL_ENV = 'AUDIT_BASE_URL';

const USAGE = `usage: specforge audit list [--event NAME] [--type TYPE] [--max N] [--mock] [--bearer] [--allow-unknown]
  --event NAME      only events of this name (a catalogue name; see --allow-unknown)
  --type TYPE       only events of this type (access selects the Access group)
  --max N           print at most N events (default 50)
  --mock            answer from the embedded mock feed instead of the real service
  --bearer          send the token as an Authorization: Bearer header instead of access_token
  --allow-unknown   accept an --event name the catalogue does not know
The token is read from the ${TOKEN_ENV} environment variable (${BASE_URL_ENV} overrides the base URL).`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
}

interface ListOptions {
  event?: string;
  type?: string;
  max: number;
  mock: boolean;
  bearer: boolean;
  allowUnknown: boolean;
}

class UsageError extends Error {}

function parseList(args: string[]): ListOptions {
  const o: ListOptions = { max: 50, mock: false, bearer: false, allowUnknown: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--event') o.event = value();
    else if (arg === '--type') o.type = value();
    else if (arg === '--max') {
      const v = value();
      if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--max must be a positive integer, got "${v}"`);
      o.max = Number(v);
    } else if (arg === '--mock') o.mock = true;
    else if (arg === '--bearer') o.bearer = true;
    else if (arg === '--allow-unknown') o.allowUnknown = true;
    else if (arg === '--token' || arg.startsWith('--token=')) throw new UsageError(`the token is never a flag: set ${TOKEN_ENV}`);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return o;
}

function line(activity: AuditActivity, event: AuditEvent): string {
  const actor = activity.actor?.email ?? activity.actor?.profileId ?? '-';
  const message = formatMessage(event, activity) ?? `${event.name} (no console message format${event.known ? '' : ': unknown event'})`;
  return `${activity.id?.time ?? '-'}  ${actor}  ${message}`;
}

/** One line for any error, never with the token (errors carry redacted requests only). */
function describe(error: unknown, token: string | undefined): string {
  let text: string;
  if (error instanceof ValidationError) text = error.message;
  else if (error instanceof SpecforgeError) text = `${error.name}: ${error.message}`;
  else text = error instanceof Error ? error.message : String(error);
  text = text.replace(/\s*\n\s*/g, ' ');
  return token ? text.split(token).join('[REDACTED]') : text;
}

async function list(o: ListOptions, io: Io): Promise<number> {
  const token = io.env[TOKEN_ENV];
  if (!o.mock && !token) {
    io.err(`error: set ${TOKEN_ENV} to an access token (scope admin.reports.audit.readonly), or use --mock`);
    return 2;
  }
  let stop: (() => void) | undefined;
  if (o.mock) {
    let loaded;
    try {
      loaded = await Promise.all([import('msw/node'), import('../generated/audit/mocks.js')]);
    } catch {
      io.err('error: --mock needs msw, an optional peer dependency: npm install --save-dev msw');
      return 2;
    }
    const [{ setupServer }, { createAuditActivityMocks }] = loaded;
    const server = setupServer(...createAuditActivityMocks().handlers);
    server.listen({ onUnhandledRequest: 'error' });
    stop = () => server.close();
  }
  try {
    const client = new AuditClient({
      auth: o.mock ? 'mock-token' : token,
      ...(!o.mock && io.env[BASE_URL_ENV] ? { baseUrl: io.env[BASE_URL_ENV] } : {}),
      ...(o.bearer ? { authScheme: 'bearer' } : {}),
      userAgent: 'specforge-audit-cli',
      retryPolicy: { onRetry: (error, attempt, ms) => io.err(`retry ${attempt} in ${ms} ms: ${describe(error, token)}`) },
    });
    const params = {
      ...(o.event ? { eventName: o.event } : {}),
      ...(o.type ? { type: o.type } : {}),
      maxResults: Math.min(o.max, 1000),
      ...(o.allowUnknown ? { allowUnknown: true } : {}),
    };
    let printed = 0;
    outer: for await (const activity of client.activities.list(params)) {
      for (const event of activity.events) {
        io.out(line(activity, event));
        if (++printed >= o.max) break outer;
      }
    }
    if (printed === 0) io.err('no events');
    return 0;
  } catch (error) {
    io.err(`error: ${describe(error, token)}`);
    return 1;
  } finally {
    stop?.();
  }
}

const defaultIo: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`), env: process.env };

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || rest.includes('--help')) {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command !== 'list') throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
    return await list(parseList(rest), io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message} (see specforge audit list --help)`);
      return 2;
    }
    io.err(`error: ${describe(error, io.env[TOKEN_ENV])}`);
    return 1;
  }
}
