import { describe, expect, it } from 'vitest';
import { AFTER_PHOTO_RUNNER, createScriptHold, HELD_TYPE } from './hold-scripts';

const N = 'n0nce+/AB==';
// The shapes Next 16 writes: preinit chunks in the head, preload links of both attribute orders,
// the noModule polyfill, the bootstrap chunk in the body with its nonce first.
const PAGE = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fmedia%2Fa.webp&amp;w=640 640w" fetchPriority="high"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/main-app.js"/>`,
  `<script src="/_next/static/chunks/framework.js" async="" nonce="${N}"></script>`,
  `<script src="/_next/static/chunks/turbopack-x1.js" async="" nonce="${N}"></script>`,
  `<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" nonce="${N}" fetchPriority="low"/>`,
  `<link rel="preload" href="/_next/static/chunks/b.css" as="style" nonce="${N}"/>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script>`,
  `<script src="/_next/static/chunks/sri.js" async="" integrity="sha384-x" nonce="${N}"></script>`,
  '<script src="https://elders.example/tag.js" async=""></script>',
  '</head><body><main><img alt="" fetchPriority="high" src="/a.webp"/><p>Prijs &lt; € 12.500</p></main>',
  '<script type="application/ld+json">{"@type":"Car"}</script>',
  `<script nonce="${N}">self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{}]\\n"])</script>`,
  `<script src="/_next/static/chunks/main-app.js" nonce="${N}" async=""></script>`,
  '</body></html>',
].join('');

const whole = (page: string) => {
  const hold = createScriptHold();
  return hold.push(page) + hold.end();
};

describe('script chunks held until the first photo (decision 054)', () => {
  it("turns each async chunk and each chunk's preload into an inert tag and writes the runner once, with the nonce", () => {
    const out = whole(PAGE);
    const held = [...out.matchAll(new RegExp(`<script type="${HELD_TYPE}" data-src="([^"]+)">`, 'g'))].map((match) => match[1]);
    expect(held).toEqual(['/_next/static/chunks/framework.js', '/_next/static/chunks/turbopack-x1.js', '/_next/static/chunks/main-app.js']);
    expect(out.split(AFTER_PHOTO_RUNNER)).toHaveLength(2);
    expect(out).toContain(`<script nonce="${N}">${AFTER_PHOTO_RUNNER}</script><script type="${HELD_TYPE}" data-src="/_next/static/chunks/framework.js">`);
    expect(out).not.toMatch(/as="script"/);
    const preloads = [...out.matchAll(new RegExp(`<script type="${HELD_TYPE}" data-href="([^"]+)"></script>`, 'g'))].map((match) => match[1]);
    expect(preloads).toEqual(['/_next/static/chunks/main-app.js', '/_next/static/chunks/lazy.js']);
    // Kept as they were: styles and their preloads, the photo's preload, what a copy would change
    // (noModule, integrity), another site's script, inline scripts and data.
    for (const kept of [
      `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}" data-precedence="next"/>`,
      `<link rel="preload" href="/_next/static/chunks/b.css" as="style" nonce="${N}"/>`,
      'fetchPriority="high"/>',
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script>`,
      `<script src="/_next/static/chunks/sri.js" async="" integrity="sha384-x" nonce="${N}"></script>`,
      '<script src="https://elders.example/tag.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      'self.__next_f.push',
      '<p>Prijs &lt; € 12.500</p>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('gives the same page wherever the stream was cut, in two pieces or in many', () => {
    const expected = whole(PAGE);
    for (let cut = 0; cut <= PAGE.length; cut += 1) {
      const hold = createScriptHold();
      expect(hold.push(PAGE.slice(0, cut)) + hold.push(PAGE.slice(cut)) + hold.end(), `cut at ${cut}`).toBe(expected);
    }
    for (const size of [1, 2, 7, 64]) {
      const hold = createScriptHold();
      let out = '';
      for (let at = 0; at < PAGE.length; at += size) out += hold.push(PAGE.slice(at, at + size));
      expect(out + hold.end(), `pieces of ${size}`).toBe(expected);
    }
  });

  it('holds nothing without a nonce (the policy would refuse the runner) and leaves other pages alone', () => {
    const bare = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>x</body></html>';
    expect(whole(bare)).toBe(bare);
    const plain = '<html><head><title>Disclaimer</title></head><body><p>a < b, c > d</p></body></html>';
    expect(whole(plain)).toBe(plain);
  });

  it('does not keep a stray "<" back for ever: the text after it is given at the latest at the end', () => {
    const hold = createScriptHold();
    const first = hold.push('<p>a <');
    expect(first).toBe('<p>a ');
    expect(hold.push(' b</p>')).toBe('< b</p>');
    const open = createScriptHold();
    expect(open.push('tail <')).toBe('tail ');
    expect(open.end()).toBe('<');
  });
});
