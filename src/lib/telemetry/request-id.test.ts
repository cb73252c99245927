import { describe, expect, it } from 'vitest';
import { currentRequestId, requestIdFrom, requestIdLogField, runWithRequestId } from './request-id';

const headers = (values: Record<string, string | string[]>) => (name: string) => values[name];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it("keeps a caller's own x-request-id when it is a plain token", () => {
    expect(requestIdFrom(headers({ 'x-request-id': ' lb-7f3a9c21-0001 ' }))).toBe('lb-7f3a9c21-0001');
    expect(requestIdFrom(headers({ 'x-request-id': '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }))).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  });

  it('replaces what could forge a log line or is too short or long', () => {
    for (const bad of ['kort', 'met spatie erin', 'regel\nnep-regel', '"json":"x"', 'x'.repeat(129)]) {
      expect(requestIdFrom(headers({ 'x-request-id': bad }))).toMatch(UUID);
    }
    // Two headers of the same name arrive as an array: neither is trusted.
    expect(requestIdFrom(headers({ 'x-request-id': ['aaaaaaaa1', 'bbbbbbbb2'] }))).toMatch(UUID);
  });

  it("takes the trace id of a W3C traceparent when there is no id, so logs join the caller's trace", () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(requestIdFrom(headers({ traceparent }))).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(requestIdFrom(headers({ traceparent, 'x-request-id': 'eigen-id-123' }))).toBe('eigen-id-123');
    expect(requestIdFrom(headers({ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` }))).toMatch(UUID);
    expect(requestIdFrom(headers({ traceparent: '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01' }))).toMatch(UUID);
  });

  it('makes a new one per request otherwise', () => {
    const first = requestIdFrom(headers({}));
    expect(first).toMatch(UUID);
    expect(requestIdFrom(headers({}))).not.toBe(first);
  });

  it('is known to everything the request runs, across awaits, and to nothing outside it', async () => {
    expect(currentRequestId()).toBeUndefined();
    expect(requestIdLogField()).toEqual({});
    const seen = await runWithRequestId('verzoek-0001', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return requestIdLogField();
    });
    expect(seen).toEqual({ request_id: 'verzoek-0001' });
    const both = await Promise.all([runWithRequestId('verzoek-aaaa', async () => currentRequestId()), runWithRequestId('verzoek-bbbb', async () => currentRequestId())]);
    expect(both).toEqual(['verzoek-aaaa', 'verzoek-bbbb']);
    expect(currentRequestId()).toBeUndefined();
  });
});
