import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_UNIT_TESTS, LEAKING_CALLS } from '../../tests/support/unit-isolation';

// The unit project shares modules between files (vitest.config.ts): a file that leaks must run apart.
// The unit project's include (vitest.config.ts): every *.test.ts(x) under src, scripts and bench.
const unitTests = ['src', 'scripts', 'bench']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .sort();
const source = (file: string) => readFileSync(file, 'utf8');

describe('unit tests that share a module graph', () => {
  it('runs apart every file that stubs globals or the environment, or mocks modules, and only those', () => {
    const leaking = unitTests.filter((file) => file !== 'src/lib/unit-isolation.test.ts' && LEAKING_CALLS.test(source(file)));
    expect(leaking).toEqual([...ISOLATED_UNIT_TESTS].sort());
  });

  it('recognises each kind of leaking call, and not a comparison', () => {
    for (const call of ["vi.mock('./sdk')", "vi.stubGlobal('window', {})", "vi.stubEnv('TZ', 'UTC')", 'vi.resetModules()', "process.env.SITE_URL = 'x'", "process.env['A'] = 'b'", 'delete process.env.A']) {
      expect(LEAKING_CALLS.test(call), call).toBe(true);
    }
    expect(LEAKING_CALLS.test("process.env.NODE_ENV === 'production'")).toBe(false);
  });

  it('puts the clock back wherever a file fakes it', () => {
    const unrestored = unitTests.filter((file) => source(file).includes('vi.useFakeTimers(') && !source(file).includes('vi.useRealTimers('));
    expect(unrestored).toEqual([]);
  });
});
