import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env';
import { parseRateLimit } from '@/lib/rate-limit/rate-limit';
import { readLeadRequest } from './lead-request.server';
import { parseRetrySchedule } from '@/lib/mail/retry-schedule';
import { MAX_LEAD_UPLOAD_BYTES } from '../photos/photo-rules';

const lead = { type: 'tradeIn', listingId: 1, licensePlate: 'AB-123-C' };
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://localhost/api/client/leads', { method: 'POST', body, headers });

function multipart(parts: { lead?: string; photos?: (Blob | string)[] }): FormData {
  const form = new FormData();
  if (parts.lead !== undefined) form.append('lead', parts.lead);
  for (const photo of parts.photos ?? []) {
    if (typeof photo === 'string') form.append('photos', photo);
    else form.append('photos', photo, 'auto.jpg');
  }
  return form;
}

describe('readLeadRequest', () => {
  it('reads a JSON lead', async () => {
    expect(await readLeadRequest(post(JSON.stringify(lead), { 'content-type': 'application/json' }))).toEqual({ ok: true, lead, photos: [] });
  });

  it('reads a multipart lead with its photos', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const result = await readLeadRequest(post(multipart({ lead: JSON.stringify(lead), photos: [photo, photo] })));
    expect(result).toMatchObject({ ok: true, lead, photos: [{ name: 'auto.jpg', type: 'image/jpeg', size: 4 }, { name: 'auto.jpg' }] });
    expect(result.ok && Array.from(result.photos[0]?.bytes ?? [])).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it('answers what it cannot read with a code for the visitor, never an exception', async () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const cases: [Request, string][] = [
      [post('{"type":', { 'content-type': 'application/json' }), 'form.invalid'],
      [post(new Uint8Array([0x7b, 0xff, 0x7d]), { 'content-type': 'application/json' }), 'form.invalid'],
      [post('x'.repeat(70_000), { 'content-type': 'application/json' }), 'form.invalid'],
      [post(multipart({ photos: [photo] })), 'form.invalid'],
      [post(multipart({ lead: 'geen json', photos: [photo] })), 'form.invalid'],
      [post(multipart({ lead: JSON.stringify(lead), photos: ['tekst in plaats van een bestand'] })), 'form.invalid'],
      [post(multipart({ lead: JSON.stringify(lead), photos: Array.from({ length: 7 }, () => photo) })), 'photos.tooMany'],
      [post('--x\r\nkapot', { 'content-type': 'multipart/form-data; boundary=x' }), 'form.invalid'],
      [post(multipart({ lead: JSON.stringify(lead), photos: [new Blob([new Uint8Array(MAX_LEAD_UPLOAD_BYTES)], { type: 'image/jpeg' })] })), 'photos.totalTooBig'],
      [post('{}', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_LEAD_UPLOAD_BYTES + 1) }), 'photos.totalTooBig'],
    ];
    for (const [request, code] of cases) expect(await readLeadRequest(request), code).toEqual({ ok: false, code });
  });
});

describe('lead variables in the env schema', () => {
  const succeeds = (run: () => unknown) => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };

  it('accept exactly what the lead feature can parse', () => {
    for (const spec of ['5/10m', '20/1h', '1/30s', 'off', '5', '0/10m', '5/10d', '5 /10m', 'x'])
      expect(succeeds(() => parseEnv({ LEAD_RATE_LIMIT_PER_IP: spec })), spec).toBe(succeeds(() => parseRateLimit(spec)));
    // A lead's mail is retried on the outbox's schedule.
    for (const spec of ['1,5,30', '1, 5, 30', 'off', '0', '1,,5', '0.5', '5m'])
      expect(succeeds(() => parseEnv({ MAIL_RETRY_MINUTES: spec })), spec).toBe(succeeds(() => parseRetrySchedule(spec)));
    expect(succeeds(() => parseEnv({ LEAD_RATE_LIMIT_PER_IP: '5/10d' }))).toBe(false);
  });

  it('default to 5 per 10 minutes per address, 20 per hour per listing and retries over 8 hours', () => {
    const e = parseEnv({});
    expect([e.LEAD_RATE_LIMIT_PER_IP, e.LEAD_RATE_LIMIT_PER_LISTING, e.TRUSTED_PROXY_COUNT, e.MAIL_RETRY_MINUTES]).toEqual(['5/10m', '5/1h', 0, '1,5,30,120,480']);
  });
});
