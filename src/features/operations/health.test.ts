import { describe, expect, it } from 'vitest';
import { healthReport, healthStatusCode, probeWithin } from './health';

describe('probeWithin', () => {
  it('says ok when the probe resolves', async () => {
    expect(await probeWithin(() => Promise.resolve([{ one: 1 }]), 1000)).toBe('ok');
  });

  it('says unreachable when the probe rejects', async () => {
    expect(await probeWithin(() => Promise.reject(new Error('database "x" does not exist')), 1000)).toBe('unreachable');
  });

  it('says timeout when the probe never settles', async () => {
    expect(await probeWithin(() => new Promise(() => undefined), 10)).toBe('timeout');
  });
});

describe('healthReport', () => {
  it('is ok with a reachable database and a loaded index', () => {
    const report = healthReport('ok', 120);
    expect(report).toEqual({ status: 'ok', database: 'ok', listings: 120 });
    expect(healthStatusCode(report)).toBe(200);
  });

  it('is an error with a 503 when the database is unreachable or slow, whatever the index holds', () => {
    for (const outcome of ['unreachable', 'timeout'] as const) {
      const report = healthReport(outcome, 120);
      expect(report.status).toBe('error');
      expect(report.problem).toMatch(/database/);
      expect(healthStatusCode(report)).toBe(503);
    }
  });

  it('is an error while the search index is not loaded', () => {
    const report = healthReport('ok', null);
    expect(report.problem).toMatch(/index/);
    expect(healthStatusCode(report)).toBe(503);
  });
});
