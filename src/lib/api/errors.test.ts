import { describe, expect, it } from 'vitest';
import { ApiError, MAX_JSON_BODY_BYTES, errorBody, readJsonBody, toErrorResponse } from './errors';

describe('api errors', () => {
  it('maps coded errors to the spec message and status', async () => {
    const response = toErrorResponse(new ApiError('malformedSearchRequest'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: 'The search request is malformed' });
  });

  it('carries a form\'s field errors and headers such as Retry-After, and is never cached', async () => {
    const response = toErrorResponse(new ApiError('tooManyRequests', undefined, { fields: { form: 'Probeer het zo opnieuw.' }, headers: { 'retry-after': '60' } }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 429, message: 'Too Many Requests', errors: { form: 'Probeer het zo opnieuw.' } });
  });

  it('hides unexpected exceptions behind the generic 500 message', () => {
    expect(errorBody(new TypeError('x is undefined'))).toEqual({ status: 500, message: 'An internal server error occurred' });
  });

  it('uses 404 for a navigation index without a vehicle', () => {
    expect(errorBody(new ApiError('noVehicleAtIndex'))).toEqual({ status: 404, message: 'No vehicle found at requested index' });
  });
});

describe('readJsonBody', () => {
  const post = (body: string) => new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('parses valid JSON', async () => {
    await expect(readJsonBody(post('{"a":1}'), 'malformedSearchRequest')).resolves.toEqual({ a: 1 });
  });

  it.each(['', '{', 'null x', '\u0000'])('turns %j into the given coded error', async (body) => {
    await expect(readJsonBody(post(body), 'malformedSearchRequest')).rejects.toMatchObject({ code: 'malformedSearchRequest', status: 400 });
  });

  it('refuses oversized bodies before parsing them', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    await expect(readJsonBody(post(big), 'malformedSearchRequests')).rejects.toMatchObject({ code: 'malformedSearchRequests' });
  });

  it('refuses invalid UTF-8 instead of replacing it with U+FFFD', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"text":"golf'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    const request = new Request('http://x/api', { method: 'POST', body: bytes, headers: { 'content-type': 'application/json' } });
    await expect(readJsonBody(request, 'malformedSearchRequest')).rejects.toMatchObject({ code: 'malformedSearchRequest', status: 400 });
  });
});
