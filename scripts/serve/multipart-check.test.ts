import { once } from 'node:events';
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCheckedMultipart, CHECKED_HEADER, needsMultipartCheck } from './multipart-check';

/** The app server as it is wired: a page POST with a multipart body is checked, then asked again over its own socket. */
const secret = 'x'.repeat(32);
const socketPath = path.join(os.tmpdir(), `multipart-check-${process.pid}-${Math.random().toString(36).slice(2)}.sock`);
const reached: { body: string; checked: boolean }[] = [];
const server = http.createServer((request, response) => {
  const target = new URL(request.url ?? '/', 'http://app').pathname;
  if (needsMultipartCheck(request.method, target, request.headers, secret)) {
    void answerCheckedMultipart(request, response, { socketPath, secret, headersForAll: { 'x-content-type-options': 'nosniff' } });
    return;
  }
  // Next, in the real app server.
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    reached.push({ body: Buffer.concat(chunks).toString(), checked: request.headers[CHECKED_HEADER] === secret });
    response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] });
    response.end('<p>verstuurd</p>');
  });
});

const post = (type: string, body: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; text: string; cookies: string[] }>((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/auto/aanbod/golf-abc1234', headers: { 'content-type': type, ...headers } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text, cookies: answer.headers['set-cookie'] ?? [] }));
    });
    request.on('error', reject);
    request.end(body);
  });

beforeAll(async () => {
  server.listen(socketPath);
  await once(server, 'listening');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(socketPath, { force: true });
});

// Issue 49: Next answered these page posts with a 500 ("Failed to parse body as FormData").
describe('a multipart page post', () => {
  it('answers 400 for a body the form parser cannot read, before Next sees it', async () => {
    for (const [type, body] of [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
      ['multipart/form-data; boundary=y', 'garbage'],
    ] as const) {
      const answer = await post(type, body);
      expect(answer.status, type).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ status: 400, message: 'Bad Request' });
    }
    expect(reached).toEqual([]);
  });

  it('hands a readable form to Next once, with its body and every answer header', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="$ACTION_ID_1"\r\n\r\n\r\n--b\r\nContent-Disposition: form-data; name="naam"\r\n\r\nZoë\r\n--b--\r\n';
    const answer = await post('multipart/form-data; boundary=b', body, { [CHECKED_HEADER]: 'y'.repeat(32) });
    expect(answer).toEqual({ status: 200, text: '<p>verstuurd</p>', cookies: ['a=1', 'b=2'] });
    expect(reached).toEqual([{ body, checked: true }]);
  });

  it('leaves API calls and other bodies to their handlers', () => {
    expect(needsMultipartCheck('POST', '/api/client/leads', { 'content-type': 'multipart/form-data' }, secret)).toBe(false);
    expect(needsMultipartCheck('POST', '/auto', { 'content-type': 'application/x-www-form-urlencoded' }, secret)).toBe(false);
    expect(needsMultipartCheck('GET', '/auto', { 'content-type': 'multipart/form-data' }, secret)).toBe(false);
    expect(needsMultipartCheck('POST', '/auto', { 'content-type': 'Multipart/Form-Data; boundary=x' }, secret)).toBe(true);
  });
});
