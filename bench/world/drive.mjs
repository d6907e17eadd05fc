// `node drive.mjs <name>`, copied into the scratch project of `make check-world`: calls every
// operation of the generated service src/api/<name>/ (compiled to JavaScript in place) through its
// generated msw mocks, as tests/helpers/consumer-project.ts's everyOperationScript does, and
// prints one JSON line: { operations, answered, violations, failures: [{ operation, kind, problem }] }.
// Kinds: `violation` (the mocks found the request breaks the document), `status` (another status
// than the fixture's), `nothing` (the mocks received nothing), `refused` (the client's parameter
// check refused the example, so nothing was sent), `error` (the call threw), `timeout`
// (no answer within WORLD_OPERATION_TIMEOUT_MS, default 15 s). Operations run one after another.
import { setupServer } from 'msw/node';

process.noDeprecation = true; // deprecated operations are called on purpose
const name = process.argv[2];
const perOperationMs = Number(process.env.WORLD_OPERATION_TIMEOUT_MS) || 15_000;
const api = await import(`./src/api/${name}/index.js`);
const mocksModule = await import(`./src/api/${name}/mocks.js`);
const Client = Object.values(api).find((v) => typeof v === 'function' && v.service && v.service.routes);
const factory = Object.entries(mocksModule).find(([k, v]) => typeof v === 'function' && /^create.*Mocks$/.test(k) && !/ActivityMocks$/.test(k))?.[1];
const operations = Object.entries(mocksModule).find(([k]) => k.endsWith('MockOperations'))?.[1];
if (!Client || !factory || !operations) throw new Error(`src/api/${name}: no client class, mocks factory or operation list exported`);
const mocks = factory();
const server = setupServer(...mocks.handlers);
server.listen({ onUnhandledRequest: 'error' });
const base = Client.service.baseUrl;
const baseUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(base) ? base : `https://api.example.com${base}`;
const auth = Client.service.auth.some((s) => s.kind !== 'basic') ? { auth: 'consumer-token-1234' } : {};
const failures = [];
let answered = 0;
let violations = 0;
// Long URLs (paths of fixture values) are shortened part by part, keeping every `/`, `#`, `?`, `&`
// and `=` and the origin whole, so that the cause after them still fits and the URL's shape stays readable.
const short = (text) =>
  String(text)
    .replace(/\b([a-z]+:\/\/[^/\s]*)(\S*)/gi, (url, origin, rest) =>
      url.length > 160 ? origin + rest.replace(/[^/#?&=]{25,}/g, (part) => `${part.slice(0, 10)}…${part.slice(-6)}`) : url,
    )
    .slice(0, 500);

for (const op of operations) {
  mocks.reset();
  const client = new Client({ ...auth, baseUrl });
  const route = Client.service.routes[op.key];
  const positional = route?.positional ?? [];
  const rest = Object.fromEntries(Object.entries(op.example.params).filter(([k]) => !positional.includes(k)));
  if (op.response.status >= 300 && op.response.status < 400) rest.request = { redirect: 'manual' };
  let target = client;
  for (const part of op.key.split('.')) target = target?.[part];
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), perOperationMs);
  });
  try {
    const response = await Promise.race([target(...positional.map((k) => op.example.params[k]), rest), timeout]);
    const call = mocks.lastCall();
    if (response === 'timeout') failures.push({ operation: op.key, kind: 'timeout', problem: `no answer within ${perOperationMs} ms` });
    else if (!call) failures.push({ operation: op.key, kind: 'nothing', problem: 'the mocks received nothing' });
    else if (call.violations.length) {
      violations += call.violations.length;
      failures.push({ operation: op.key, kind: 'violation', problem: short(call.violations.join('; ')) });
    } else if (response.status !== op.response.status)
      failures.push({ operation: op.key, kind: 'status', problem: `status ${response.status}, expected ${op.response.status}` });
    else answered++;
  } catch (error) {
    const call = mocks.lastCall();
    const answer = error?.response?.data?.violations;
    const found = call?.violations?.length ? call.violations : Array.isArray(answer) ? answer : [];
    if (found.length) {
      violations += found.length;
      failures.push({ operation: op.key, kind: 'violation', problem: short(`${found.join('; ')} (${String(error?.message).slice(0, 200)})`) });
    } else {
      // The client's own parameter check refusing the mocks' example: nothing was sent.
      const kind = error?.name === 'ValidationError' ? 'refused' : call ? 'error' : 'nothing';
      failures.push({ operation: op.key, kind, problem: short(`${error?.name ?? 'Error'}: ${error?.message ?? error}`) });
    }
  } finally {
    clearTimeout(timer);
  }
}
server.close();
process.stdout.write(`${JSON.stringify({ operations: operations.length, answered, violations, failures })}\n`);
process.exit(0);
