/**
 * Issue 50 item 4's load line: autocannon with many connections over distinct uncached search URLs
 * (every request a price search no one asked for before), against a server that is already running,
 * while a second client times `/api/health` one request at a time. Prints the answers by status
 * (no 502, no connection errors), the page latencies and health's p99 quiet and under the burst.
 *
 *   npm run bench:burst -- [base URL, default http://127.0.0.1:3000] [connections, 200] [seconds, 30]
 */
import autocannon from 'autocannon';

const [base = 'http://127.0.0.1:3000', connectionsArg = '200', secondsArg = '30'] = process.argv.slice(2);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Health timed one request at a time, 50 ms apart, for `ms`. */
async function healthTimes(ms: number): Promise<number[]> {
  const times: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; ) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

const quiet = await healthTimes(5000);
let sent = 0;
const statuses: Record<number, number> = {};
const finished = new Promise<autocannon.Result>((resolve, reject) => {
  const burst = autocannon(
    {
      url: base,
      connections,
      duration: seconds,
      timeout: 120,
      // Each request a search nobody asked for before: 400 price bounds, and a query the page ignores.
      requests: [{ setupRequest: (request) => ({ ...request, path: `/auto/prijs-tot-en-met-${(sent % 400) * 100 + 1000}?p=${sent++}` }) }],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  burst.on('response', (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
});
const [loaded, result] = await Promise.all([healthTimes(seconds * 1000 - 1000), finished]);
console.log(`${connections} connections for ${seconds} s against ${base}`);
console.log(`answers by status: ${JSON.stringify(statuses)}; connection errors ${result.errors}, timeouts ${result.timeouts}`);
console.log(`pages: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average} a second`);
console.log(`/api/health p99: quiet ${percentile(quiet, 99).toFixed(1)} ms, under the burst ${percentile(loaded, 99).toFixed(1)} ms`);
