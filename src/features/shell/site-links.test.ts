import { describe, expect, it } from 'vitest';
import shell from '../../../public/locales/nl/shell.json';
import { FOOTER_COLUMNS, footerBarLinks, utilityLinks, type ShellLink } from './site-links';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), shell);
}

const all: ShellLink[] = [...utilityLinks('viabovag'), ...FOOTER_COLUMNS.flatMap((column) => column.links), ...footerBarLinks('viabovag')];

describe('shell links', () => {
  it('are internal paths', () => {
    for (const link of all) expect(link.href, link.labelKey).toMatch(/^\/[a-z0-9\-/]*$/);
  });
  it('have Dutch copy for every label and heading', () => {
    for (const key of [...all.map((link) => link.labelKey), ...FOOTER_COLUMNS.map((column) => column.headingKey)]) {
      expect(typeof lookup(key), key).toBe('string');
    }
  });
  it('put the about page under the product slug', () => {
    expect(utilityLinks('mijnmerk').at(-1)?.href).toBe('/over-mijnmerk');
    expect(footerBarLinks('viabovag').map((link) => link.href)).toEqual(['/over-viabovag', '/disclaimer-en-privacyverklaring', '/cookie-voorkeuren', '/vacatures']);
  });
  it('have three footer columns: certainties, advertisers, consumers', () => {
    expect(FOOTER_COLUMNS.map((column) => column.headingKey)).toEqual(['footer.certainties.heading', 'footer.advertisers.heading', 'footer.consumers.heading']);
  });
});
