import { describe, expect, it } from 'vitest';
import { changePayloads, MAX_PAYLOAD_BYTES, parseChangePayload } from './listing-changes';

describe('listing change payloads', () => {
  it('puts few ids in one payload', () => {
    expect(changePayloads([1, 2, 3])).toEqual(['{"ids":[1,2,3]}']);
    expect(changePayloads([])).toEqual([]);
  });

  it('splits many ids into payloads under the NOTIFY limit without losing any', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => 1_000_000 + i * 7);
    const payloads = changePayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(parseChangePayload)).toEqual(ids);
  });

  it('reads nothing from a malformed payload', () => {
    expect(parseChangePayload('not json')).toEqual([]);
    expect(parseChangePayload('{"ids":["a",2]}')).toEqual([2]);
  });
});
