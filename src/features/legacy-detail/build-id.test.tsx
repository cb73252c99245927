import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildIdTagJson, extractBuildId, legacyBuildId, LEGACY_BUILD_ID_PREFIX } from './build-id';
import { LegacyBuildIdTag } from './LegacyBuildId';

describe('legacy build id', () => {
  it('follows Next’s build id without ever being it', () => {
    expect(legacyBuildId('Zx81_kq-3')).toBe('vdp-Zx81_kq-3');
    expect(legacyBuildId('Zx81_kq-3\n')).toBe('vdp-Zx81_kq-3');
    expect(legacyBuildId('a')).not.toBe(legacyBuildId('b'));
    // next dev writes no BUILD_ID: one fixed id.
    expect(legacyBuildId('')).toBe(`${LEGACY_BUILD_ID_PREFIX}development`);
  });

  it('is found in the rendered tag by the old client’s own pattern', () => {
    const html = `<html><body><h1>Home</h1>${renderToStaticMarkup(<LegacyBuildIdTag buildId="vdp-Zx81_kq-3" />)}</body></html>`;
    expect(html).toContain('<script id="legacy-build-id" type="application/json">{"buildId":"vdp-Zx81_kq-3"}</script>');
    expect(extractBuildId(html)).toBe('vdp-Zx81_kq-3');
  });

  it('can never end its script element early', () => {
    expect(buildIdTagJson('</script><b>')).toBe('{"buildId":"\\u003c/script>\\u003cb>"}');
    expect(extractBuildId('<p>no id</p>')).toBeNull();
  });
});
