import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce } from '../../../src/lib/security/csp';
import { brotliSlots, renderBrotli } from './brotli-slots';
import { makeTemplate, renderPlain, type PageTemplate } from './template';

const KEPT = createNonce();
const page = (nonce: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css" nonce="${nonce}"/><script src="/c.js" async="" nonce="${nonce}"></script></head><body>` +
      Array.from({ length: 300 }, (_, index) => `<li class="card">Volkswagen Golf ${index} · € ${12_500 + index * 7} · ${80_000 - index * 13} km · één</li>`).join('') +
      `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\",\\"x\\":1}"])</script><script nonce="${nonce}"></script></body></html>`,
  );

const MOTOR_PAYLOAD = "ateScripts\\\":\\\"$undefined\\\",\\\"notFound\\\":\\\"$undefined\\\",\\\"forbid\"$undefined\\\",\\\"nonce\\\":\\\"{NONCE}\\\"}],[\\\"$\\\",\\\"liks/0pf31oayzqw8n.css\\\",\\\"precedence\\\":\\\"next\\\",\\\"crossOrigin\\\":\\\"$undefined\\\",\\\"nonce\\\":\\\"{NONCE}\\\"}],[\\\"$\\\",\\\"sc";

async function slotsOf(template: PageTemplate) {
  return brotliSlots(template.parts, template.nonceLength, (probe) => renderPlain(template, probe));
}

describe('a kept page as Brotli with a slot per nonce (decision 052)', () => {
  it('gives the page back with any new nonce in every place, as Brotli any decoder reads', async () => {
    const template = makeTemplate(page(KEPT), KEPT);
    if (!template) throw new Error('no template');
    const slots = await slotsOf(template);
    if (!slots) throw new Error('no Brotli slots');
    expect(slots.pieces).toHaveLength(template.parts.length);
    for (let round = 0; round < 50; round++) {
      const nonce = createNonce();
      expect(brotliDecompressSync(renderBrotli(slots, nonce)).toString()).toBe(page(nonce).toString());
    }
    // About as small as the page compressed whole: each slot costs its flushes and its bytes.
    const whole = brotliCompressSync(page(KEPT)).length;
    expect(renderBrotli(slots, createNonce()).length).toBeLessThan(whole * 1.1 + 60 * template.parts.length);
  });

  it('refuses nonces of another length', async () => {
    const template = makeTemplate(page(KEPT), KEPT);
    const slots = template && (await slotsOf(template));
    if (!slots) throw new Error('no Brotli slots');
    expect(() => renderBrotli(slots, `${KEPT}x`)).toThrow();
  });

  it('leaves a page it cannot slot safely to gzip', async () => {
    // Every byte value in the page: none is left for stand-ins that nothing could refer to.
    const everyByte = Buffer.concat([Buffer.from(`<p>a</p>${KEPT}<p>`), Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), Buffer.from(`</p>${KEPT}.`)]);
    const full = makeTemplate(everyByte, KEPT);
    expect(full && (await slotsOf(full))).toBeNull();
    // A check that does not match (as a stitched stream that decodes wrong would not).
    const template = makeTemplate(page(KEPT), KEPT);
    expect(template && (await brotliSlots(template.parts, template.nonceLength, () => Buffer.from('another page')))).toBeNull();
  });

  it('gives the page back where one stand-in in every slot would not: the encoder would copy it', async () => {
    // Cut down from /motor's React payload: with the same stand-in in both slots, the encoder wrote
    // the second as a copy of the first, and the stitched stream decoded wrong after it.
    const payload = (nonce: string) => Buffer.from(MOTOR_PAYLOAD.replaceAll('{NONCE}', nonce));
    const template = makeTemplate(payload(KEPT), KEPT);
    const slots = template && (await slotsOf(template));
    if (!slots) throw new Error('no Brotli slots');
    const nonce = createNonce();
    expect(brotliDecompressSync(renderBrotli(slots, nonce)).toString()).toBe(payload(nonce).toString());
  });

  it('handles a nonce at the very start and end and a page larger than the window', async () => {
    const big = Buffer.from(`${KEPT}<p>${'x'.repeat(5_000_000)}</p>${KEPT}<p>${'y'.repeat(70_000)}</p>${KEPT}`);
    const template = makeTemplate(big, KEPT);
    const slots = template && (await slotsOf(template));
    if (!slots) throw new Error('no Brotli slots');
    const nonce = createNonce();
    expect(brotliDecompressSync(renderBrotli(slots, nonce)).equals(Buffer.from(big.toString().replaceAll(KEPT, nonce)))).toBe(true);
  });
});
