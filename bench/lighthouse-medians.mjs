// Lighthouse's mobile performance (issue 21) as the median of several runs, for one or more running
// servers in the same run, runs interleaved (and their order alternated) so the machine's noise lands
// on each alike. Lighthouse is not a dependency of the project: install it apart, with the machine's
// Node (`npm i --prefix /tmp/lh lighthouse@12`; 13 needs Node 22), and point LIGHTHOUSE at its binary.
//
//   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse node bench/lighthouse-medians.mjs \
//     --runs 5 --server before=http://127.0.0.1:3070 --server after=http://127.0.0.1:3071 / /auto /auto/hatchback
//
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), Lighthouse's default mobile emulation and
// simulated throttling. Prints per server and page the median score with every run's score, and the
// medians of total blocking time, largest and first contentful paint and speed index, and the first
// contentful paint Lighthouse observed in its unthrottled load (from which it simulates the others).
//
// Chromium 156.0.8078.108 headless holds every page's first paint for about 2 s after it is ready
// (paint holding, which a real browser applies only to a same-origin navigation): the observed first
// paint of even the bare content page lands at 2.2-2.4 s, and Lighthouse then counts every task before
// it into the simulated FCP and LCP. `--paint-holding off` passes --disable-features=PaintHolding, so
// the load is a first visit from another site, as a buyer coming from a search engine makes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    server: { type: 'string', multiple: true, default: [] },
    'paint-holding': { type: 'string', default: 'on' },
  },
});
const lighthouse = process.env.LIGHTHOUSE;
if (!lighthouse) throw new Error('set LIGHTHOUSE to the lighthouse binary (npm i --prefix /tmp/lh lighthouse@12)');
const servers = values.server.map((entry) => {
  const at = entry.indexOf('=');
  return at > 0 ? [entry.slice(0, at), entry.slice(at + 1)] : [entry, entry];
});
if (servers.length === 0 || positionals.length === 0) throw new Error('give at least one --server label=url and one path');
const runs = Number(values.runs);
const chromeFlags = `--headless=new --no-sandbox --disable-gpu${values['paint-holding'] === 'off' ? ' --disable-features=PaintHolding' : ''}`;
const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const results = new Map();

for (let run = 0; run < runs; run += 1) {
  for (const page of positionals) {
    for (const [label, base] of run % 2 ? [...servers].reverse() : servers) {
      const file = path.join(out, `${label}-${run}-${page.replace(/\W+/g, '_')}.json`);
      execFileSync(lighthouse, [base + page, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${file}`, `--chrome-flags=${chromeFlags}`], {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const key = `${label} ${page}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push({
        score: Math.round(report.categories.performance.score * 100),
        tbt: report.audits['total-blocking-time'].numericValue,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        fcp: report.audits['first-contentful-paint'].numericValue,
        si: report.audits['speed-index'].numericValue,
        observedFcp: report.audits.metrics.details.items[0].observedFirstContentfulPaint,
      });
    }
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const ms = (numbers) => `${median(numbers).toFixed(0)} ms`.padStart(8);
console.log(`Lighthouse mobile performance, medians of ${runs} runs, paint holding ${values['paint-holding']} (reports in ${out})`);
for (const [key, rows] of results) {
  const scores = rows.map((row) => row.score);
  console.log(
    `${key.padEnd(64)} score ${median(scores)} [${scores.join(' ')}]  TBT ${ms(rows.map((row) => row.tbt))}  LCP ${ms(rows.map((row) => row.lcp))}  FCP ${ms(rows.map((row) => row.fcp))}  SI ${ms(rows.map((row) => row.si))}  observed FCP ${ms(rows.map((row) => row.observedFcp))}`,
  );
}
