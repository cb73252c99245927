import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchBreadcrumbs } from './breadcrumbs';
import { THEMED_LANDINGS } from '@/lib/search-request/landings';
import { labelFromSlug } from '@/lib/search-request/result-subject';
import { breadcrumbJsonLd, itemListJsonLd, serializeJsonLd } from './structured-data';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();
const labels = { brand: labelFromSlug, model: labelFromSlug };

describe('searchBreadcrumbs', () => {
  it('goes from home over the list root to brand and model', () => {
    const crumbs = searchBreadcrumbs(normaliseSearchRequest({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf'], price: { max: 9000 } }), null, labels, t);
    expect(crumbs).toEqual([
      { href: '/', label: 'Home' },
      { href: '/auto', label: 'Occasions' },
      { href: '/auto/merk-volkswagen', label: 'Volkswagen' },
      { href: '/auto/merk-volkswagen/model-golf', label: 'Golf' },
    ]);
  });

  it('ends at the dealer’s stock when the page is a dealer’s, whatever else narrows it', () => {
    const dealerLabels = { ...labels, dealer: { name: 'Autobedrijf Jansen', city: 'Utrecht' } };
    const crumbs = searchBreadcrumbs(normaliseSearchRequest({ mobilityType: 'car', dealer: 12, brand: ['volkswagen'], sort: 'prijsOplopend' }), null, dealerLabels, t);
    expect(crumbs).toEqual([
      { href: '/', label: 'Home' },
      { href: '/auto', label: 'Occasions' },
      { href: '/auto/aanbieder-12', label: 'Aanbod van Autobedrijf Jansen' },
    ]);
  });

  it('names a kind or body type, and the landing', () => {
    expect(searchBreadcrumbs(normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'] }), null, labels, t).map((crumb) => crumb.label)).toEqual([
      'Home',
      'Fietsen',
      'Elektrische fietsen',
    ]);
    const landing = THEMED_LANDINGS.find((candidate) => candidate.slug === 'youngtimer') ?? null;
    expect(searchBreadcrumbs(normaliseSearchRequest({ mobilityType: 'car' }), landing, labels, t).at(-1)).toEqual({ href: '/auto/youngtimer', label: 'Youngtimer kopen' });
  });

  it('gives /kamperen, the camping home and list in one, a single crumb', () => {
    expect(searchBreadcrumbs(normaliseSearchRequest({ mobilityType: 'caramper', brand: ['knaus'] }), null, labels, t)).toEqual([
      { href: '/kamperen', label: 'Kamperen' },
      { href: '/kamperen/merk-knaus', label: 'Knaus' },
    ]);
  });
});

describe('structured data', () => {
  it('numbers list items across pages with absolute URLs', () => {
    const data = itemListJsonLd({
      name: '30 occasions',
      total: 30,
      offset: 24,
      items: [{ name: 'Audi A3', href: '/auto/aanbod/audi-a3-ab12cd3', imageUrl: '/media/a.webp' }],
      siteUrl: 'https://example.nl',
    });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: 'https://example.nl/auto/aanbod/audi-a3-ab12cd3', name: 'Audi A3', image: 'https://example.nl/media/a.webp' },
    ]);
    expect(breadcrumbJsonLd([{ href: '/auto', label: 'Occasions' }], 'https://example.nl').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Occasions', item: 'https://example.nl/auto' },
    ]);
  });

  it('cannot be closed early by a title', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
