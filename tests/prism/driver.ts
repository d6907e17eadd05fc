// The script that calls every operation of a generated service against Prism: as the corpus
// check's everyOperationScript (tests/helpers/consumer-project.ts) but without msw. The client is
// pointed at the recording proxy (baseUrl), each operation is called with the example its mocks
// module lists, and the proxy is told which operation comes next. Prints one JSON line:
// `[{ operation, method, path, status?, error? }]`, where error is what the call threw (name: message).

export interface DriverResult {
  operation: string;
  /** The operation's method and path template in the document. */
  method: string;
  path: string;
  /** The status the call resolved with. */
  status?: number;
  /** What the call threw, as `Name: message`, with the status of an HTTP error. */
  error?: string;
  errorStatus?: number;
}

export function driverScript(name: string, options: { baseUrl: string; controlUrl: string; timeoutMs?: number }): string {
  return `
// Deprecated operations are called on purpose: their warnings are expected, not failures.
process.noDeprecation = true;
const api = await import('./src/api/${name}/index.js');
const mocksModule = await import('./src/api/${name}/mocks.js');
const Client = Object.values(api).find((v) => typeof v === 'function' && v.service && v.service.routes);
const operations = Object.entries(mocksModule).find(([k]) => k.endsWith('MockOperations'))[1];
const schemes = Client.service.auth;
// A token where the document declares a scheme to send it with; a basic credential as a header
// where basic is all it declares (the client refuses a token then).
const credentials = schemes.some((s) => s.kind !== 'basic')
  ? { auth: 'consumer-token-1234' }
  : schemes.length ? { headers: { authorization: 'Basic ' + Buffer.from('consumer:secret-1234').toString('base64') } } : {};
const results = [];
for (const op of operations) {
  await fetch(${JSON.stringify(options.controlUrl)} + '/' + encodeURIComponent(op.key), { method: 'PUT' });
  const client = new Client({ ...credentials, baseUrl: ${JSON.stringify(options.baseUrl)} });
  const route = Client.service.routes[op.key];
  const positional = route.positional ?? [];
  const rest = Object.fromEntries(Object.entries(op.example.params).filter(([k]) => !positional.includes(k)));
  rest.request = { timeout: ${options.timeoutMs ?? 30_000}, ...(op.response.status >= 300 && op.response.status < 400 ? { redirect: 'manual' } : {}) };
  let target = client;
  for (const part of op.key.split('.')) target = target[part];
  try {
    const response = await target(...positional.map((k) => op.example.params[k]), rest);
    results.push({ operation: op.key, method: op.method, path: op.path, status: response.status });
  } catch (error) {
    const message = error && error.name ? error.name + ': ' + error.message : String(error);
    results.push({ operation: op.key, method: op.method, path: op.path, error: message.slice(0, 1000), ...(error && typeof error.status === 'number' ? { errorStatus: error.status } : {}) });
  }
}
console.log(JSON.stringify(results));
`;
}
