import { describe, expect, it } from 'vitest';
import { readinessReport, readinessStatusCode } from './readiness';

describe('readiness', () => {
  it('is ready only with the index loaded and the database answering', () => {
    expect(readinessReport('ok', 'loaded', 20_000)).toEqual({ ready: true, database: 'ok', index: 'loaded', listings: 20_000 });
    expect(readinessStatusCode(readinessReport('ok', 'loaded', 0))).toBe(200);
  });

  it('answers 503 while the index loads, after it failed, or without a database', () => {
    for (const report of [readinessReport('ok', 'loading', null), readinessReport('ok', 'failed', null), readinessReport('timeout', 'loaded', 5), readinessReport('unreachable', 'loaded', 5)]) {
      expect(report.ready).toBe(false);
      expect(readinessStatusCode(report)).toBe(503);
    }
    expect(readinessReport('ok', 'loading', 12).listings).toBeNull();
  });
});
