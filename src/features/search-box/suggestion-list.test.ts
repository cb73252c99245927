import { describe, expect, it } from 'vitest';
import type { SearchBoxCopy } from './copy';
import { boxOptions, MAX_RECENT, moveActive, parseSuggestAnswer, type ServerSuggestion } from './suggestion-list';

const counts = {
  car: { zero: "nog geen auto's", one: '1 auto', other: "{count} auto's" },
  bicycle: { zero: 'nog geen fietsen', one: '1 fiets', other: '{count} fietsen' },
  motor: { zero: '', one: '', other: '' },
  caramper: { zero: '', one: '', other: '' },
  alle: { zero: '', one: '', other: '{count} voertuigen' },
} satisfies SearchBoxCopy['counts'];

const golf: ServerSuggestion = { kind: 'search', label: 'Volkswagen Golf · Automaat', url: '/auto/merk-volkswagen/model-golf/transmissie-automaat', count: 1234, mobilityType: 'car' };

describe('boxOptions', () => {
  it('counts each suggestion in its own noun, the Dutch way', () => {
    const [option] = boxOptions([golf, { ...golf, kind: 'make', url: '/fietsen/merk-gazelle', count: 1, mobilityType: 'bicycle' }], [], 'golf', { counts });
    expect(option).toEqual({ kind: 'search', label: golf.label, url: golf.url, count: "1.234 auto's" });
    expect(boxOptions([{ ...golf, count: 0 }], [], 'golf', { counts })[0]?.count).toBe("nog geen auto's");
  });

  it('adds recent searches that fit the text, not twice, at most a few', () => {
    const recent = [
      { url: golf.url, label: 'Volkswagen Golf · Automaat' },
      { url: '/auto/merk-volkswagen/model-golf', label: 'Volkswagen Golf' },
      { url: '/fietsen/merk-gazelle', label: 'Gazelle' },
    ];
    const options = boxOptions([golf], recent, 'golf', { counts });
    expect(options.map((option) => [option.kind, option.url])).toEqual([
      ['search', golf.url],
      ['recent', '/auto/merk-volkswagen/model-golf'],
    ]);
    const many = Array.from({ length: 6 }, (_, index) => ({ url: `/auto/merk-${index}`, label: `Merk ${index}` }));
    expect(boxOptions([], many, '', { counts })).toHaveLength(MAX_RECENT);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping round, from no option to either end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('parseSuggestAnswer', () => {
  it('keeps well-formed suggestions with a path of this site', () => {
    expect(parseSuggestAnswer({ suggestions: [golf, { ...golf, url: '//evil.example/' }, { ...golf, kind: 'other' }, null] })).toEqual([golf]);
  });

  it('refuses an answer without suggestions', () => {
    expect(() => parseSuggestAnswer({ status: 400 })).toThrow();
  });
});
