import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeTemplate, renderGzip, renderPlain } from './template';

const PAGE = Buffer.from(
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css" nonce="OLD0nonce"/></head><body>${'<li class="card">Volkswagen Golf · € 12.500 · 80.000 km</li>'.repeat(400)}<script nonce="OLD0nonce">self.__next_f.push([1,"x"])</script><p>één, twee</p><script nonce="OLD0nonce"></script></body></html>`,
);

describe('a page kept without its nonce (decision 044)', () => {
  it('gives the page back with a new nonce in every place, plain and as gzip that any gunzip reads', () => {
    const template = makeTemplate(PAGE, 'OLD0nonce');
    expect(template?.parts).toHaveLength(4);
    if (!template) return;
    const expected = PAGE.toString().replaceAll('OLD0nonce', 'n3w+Nonce/xyz');
    expect(renderPlain(template, 'n3w+Nonce/xyz').toString()).toBe(expected);
    const gzipped = renderGzip(template, 'n3w+Nonce/xyz');
    expect(gunzipSync(gzipped).toString()).toBe(expected);
    // Compressed as well as the page whole: references reach across the nonces.
    // (Each part and nonce adds its flush marker: a few bytes each.)
    expect(gzipped.length).toBeLessThan(gzipSync(Buffer.from(expected)).length * 1.05 + 120);
    // Another nonce, another page: nothing of the first answer stays behind.
    expect(gunzipSync(renderGzip(template, 'other')).toString()).toBe(PAGE.toString().replaceAll('OLD0nonce', 'other'));
  });

  it('handles a nonce at the very start and end, and pages of any size', () => {
    const edge = makeTemplate(Buffer.from('NONCE<p>x</p>NONCE'), 'NONCE');
    expect(edge && gunzipSync(renderGzip(edge, 'ab')).toString()).toBe('ab<p>x</p>ab');
    const big = Buffer.from(`${'x'.repeat(300_000)}NONCE${'y'.repeat(70_000)}`);
    const template = makeTemplate(big, 'NONCE');
    expect(template && gunzipSync(renderGzip(template, 'Z')).equals(Buffer.from(`${'x'.repeat(300_000)}Z${'y'.repeat(70_000)}`))).toBe(true);
  });

  it('gives the right page for a nonce of another length, and for a page holding NUL bytes', () => {
    const template = makeTemplate(PAGE, 'OLD0nonce');
    if (!template) throw new Error('no template');
    for (const nonce of ['a', 'a-much-longer-nonce-than-the-kept-one']) {
      expect(gunzipSync(renderGzip(template, nonce)).toString()).toBe(PAGE.toString().replaceAll('OLD0nonce', nonce));
    }
    const withNul = Buffer.from(`<p>a\u0000b</p>NONCE${'<p>repeat</p>'.repeat(50)}NONCE<p>a\u0000b</p>`);
    const nulTemplate = makeTemplate(withNul, 'NONCE');
    expect(nulTemplate && gunzipSync(renderGzip(nulTemplate, 'XYZ12')).equals(Buffer.from(withNul.toString().replaceAll('NONCE', 'XYZ12')))).toBe(true);
  });

  it('keeps nothing when the nonce is not in the page', () => {
    expect(makeTemplate(Buffer.from('<p>no scripts</p>'), 'NONCE')).toBeNull();
    expect(makeTemplate(PAGE, '')).toBeNull();
  });
});
