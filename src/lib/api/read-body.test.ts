import { describe, expect, it } from 'vitest';
import { readBodyBytes } from './read-body';

/** A body streamed in chunks without a Content-Length, as a client that lies about nothing would. */
function streamed(chunks: number[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(97));
      controller.close();
    },
  });
  return new Request('http://x/api', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBodyBytes', () => {
  it('gives the whole body within the bound', async () => {
    expect((await readBodyBytes(streamed([10, 20]), 30))?.byteLength).toBe(30);
  });

  it('stops reading past the bound even without a Content-Length', async () => {
    expect(await readBodyBytes(streamed([20, 20, 20]), 30)).toBeNull();
  });

  it('refuses a declared length past the bound before reading', async () => {
    const request = new Request('http://x/api', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '999999' } });
    expect(await readBodyBytes(request, 100)).toBeNull();
  });

  it('reads no body as empty', async () => {
    expect((await readBodyBytes(new Request('http://x/api', { method: 'POST' }), 10))?.byteLength).toBe(0);
  });
});
