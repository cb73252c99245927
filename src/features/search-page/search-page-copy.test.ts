import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { testTranslate } from '@/lib/i18n/test-translate';
import { THEMED_LANDINGS } from '@/lib/search-request/landings';
import { labelFromSlug } from '@/lib/search-request/result-subject';
import { searchPageCopy, type SearchPageCopyInput } from './search-page-copy';

const t = testTranslate();
const labels = { brand: (slug: string) => ({ volkswagen: 'Volkswagen' })[slug] ?? labelFromSlug(slug), model: labelFromSlug };
const copyOf = (input: SearchRequestInput, rest: Partial<SearchPageCopyInput> = {}) =>
  searchPageCopy({ request: normaliseSearchRequest(input), landing: null, total: 12, page: 1, labels, alternatives: [], ...rest }, t);

describe('search page copy', () => {
  it('heads the page with the count and subject, and names the current sort order', () => {
    const copy = copyOf({ mobilityType: 'car', brand: ['volkswagen'], sort: 'prijsOplopend' });
    expect(copy.heading).toBe('12 Volkswagen occasions');
    expect(copy.subject).toBe('Volkswagen occasions');
    expect(copy.sort.labels.prijsOplopend).toBe(t('vehicle:sortOrder.prijsOplopend'));
    expect(copy.sort.summary).toEqual({ prefix: 'Sorteer op:', order: copy.sort.labels.prijsOplopend });
    expect(copy.seoHeading).toContain('Volkswagen occasions');
    expect(copy.card.favourite('Golf')).toContain('Golf');
    expect(copy.zero).toBeNull();
    expect(copy.intro).toBeNull();
  });

  it('introduces a themed landing on its first page only', () => {
    const landing = THEMED_LANDINGS[0] ?? null;
    expect(copyOf({ mobilityType: 'car' }, { landing }).intro).toBe(t(`landing.${landing?.slug}.intro`));
    expect(copyOf({ mobilityType: 'car' }, { landing, page: 2 }).intro).toBeNull();
  });

  it('offers the alternatives with their counts when nothing matches, and the whole list unless an alternative is it', () => {
    const alternatives = [{ url: '/auto/merk-volkswagen', total: 1234, relaxed: { field: 'price' } }];
    const zero = copyOf({ mobilityType: 'car', brand: ['volkswagen'], price: { max: 500 } }, { total: 0, alternatives }).zero;
    expect(zero?.heading).toContain('Volkswagen occasions');
    expect(zero?.alternatives).toEqual([{ href: '/auto/merk-volkswagen', label: expect.any(String), count: expect.stringContaining('1.234') }]);
    expect(zero?.all?.href).toBe('/auto');
    const withAll = copyOf({ mobilityType: 'car', brand: ['volkswagen'] }, { total: 0, alternatives: [{ url: '/auto', total: 9, relaxed: { field: 'brand', value: 'volkswagen' } }] }).zero;
    expect(withAll?.all).toBeNull();
    expect(copyOf({ mobilityType: 'car' }, { total: 0 }).zero?.text).toBe(t('zero.textNoAlternatives'));
  });
});
