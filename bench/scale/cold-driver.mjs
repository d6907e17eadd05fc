// Run in a fresh `node` by bench/scale/node-cold.ts: `node cold-driver.mjs <app.mjs> <baseUrl>
// <first operation> <other namespace's operation>`. Times, inside the process, the import of the
// app (the whole client), then against the loopback server: the first call, warm calls of the same
// operation (median of five), the first call of an operation in another namespace, and warm calls
// of that one (median of five). Prints one JSON line: the times in ms and the values the calls
// returned, in call order.

const [app, baseUrl, first, other] = process.argv.slice(2);
const WARM_CALLS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Times `n` sequential calls of `id`; returns the median ms and the values. */
async function warm(client, id, n) {
  const times = [];
  const values = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    values.push(await m.call(client, id));
    times.push(performance.now() - t);
  }
  return { ms: median(times), values };
}

const t0 = performance.now();
const m = await import(app);
const t1 = performance.now();
const client = m.makeClient(baseUrl);
const a = await m.call(client, first);
const t2 = performance.now();
const b = await warm(client, first, WARM_CALLS);
const t3 = performance.now();
const c = await m.call(client, other);
const t4 = performance.now();
const d = await warm(client, other, WARM_CALLS);
process.stdout.write(
  `${JSON.stringify({ importMs: t1 - t0, firstMs: t2 - t1, warmMs: b.ms, nsFirstMs: t4 - t3, nsWarmMs: d.ms, values: [a, ...b.values, c, ...d.values] })}\n`,
);
// Keep-alive sockets or timers of a client must not hold the process: the figures are printed.
process.exit(0);
