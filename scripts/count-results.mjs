// Sums the results of every suite into the single line CI reads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
const expected = ['vitest-unit.json', 'vitest-integration.json'];
const files = existsSync(dir) ? readdirSync(dir) : [];
for (const name of expected) if (!files.includes(name)) failed += 1; // a suite that did not report has failed

for (const name of files) {
  if (!name.endsWith('.json')) continue;
  const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('gate-')) {
    passed += data.passed;
    failed += data.failed;
  } else if (name.startsWith('vitest-')) {
    passed += data.numPassedTests ?? 0;
    failed += (data.numFailedTests ?? 0) + (data.success === false && !data.numFailedTests ? 1 : 0);
  } else if (name === 'playwright.json') {
    passed += (data.stats?.expected ?? 0) + (data.stats?.flaky ?? 0);
    failed += data.stats?.unexpected ?? 0;
    if ((data.errors ?? []).length > 0) failed += data.errors.length;
  }
}
if (!files.includes('playwright.json') && !files.some((f) => f.startsWith('gate-e2e'))) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
