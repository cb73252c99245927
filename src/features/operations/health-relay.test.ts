import { describe, expect, it } from 'vitest';
import { parseHealthAnswer, relayedHealth, STALE_AFTER_MS } from './health-relay';

const ok = { status: 'ok', database: 'ok', listings: 3000 } as const;

describe('the health answer the front door relays', () => {
  it('passes on the app server’s recent answer, status and body', () => {
    expect(relayedHealth({ at: 1_000, status: 200, body: ok }, 1_000 + STALE_AFTER_MS)).toEqual({ status: 200, body: ok });
    const down = { status: 'error', database: 'unreachable', listings: 3000, problem: 'the database is unreachable' } as const;
    expect(relayedHealth({ at: 1_000, status: 503, body: down }, 2_000)).toEqual({ status: 503, body: down });
  });

  it('reports a silent app server as down, with how long it has been silent', () => {
    const answer = relayedHealth({ at: 1_000, status: 200, body: ok }, 1_000 + STALE_AFTER_MS + 2_000);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 'error', listings: 3000, problem: 'the app server has not answered for 7 s' });
  });

  it('is down before the first answer', () => {
    expect(relayedHealth(undefined, 5)).toEqual({ status: 503, body: { status: 'error', database: 'timeout', listings: null, problem: 'the app server has not answered yet' } });
  });

  it('keeps only bodies that are health reports', () => {
    expect(parseHealthAnswer(200, JSON.stringify(ok), 7)).toEqual({ at: 7, status: 200, body: ok });
    expect(parseHealthAnswer(500, '<html>Internal Server Error</html>', 7)).toBeUndefined();
    expect(parseHealthAnswer(200, '{"status":"fine"}', 7)).toBeUndefined();
  });
});
