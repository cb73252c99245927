import { describe, expect, it } from 'vitest';
import { parseSearchPath, searchRequestToPath } from '@/lib/search-request/url-codec';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import searchCopy from '../../../public/locales/nl/search.json';
import { MENU_FILTER_LANDINGS, THEMED_LANDINGS, findLanding, landingPath, landingUrl } from './landings';

describe('themed landings', () => {
  it('cover every themed landing of product §2', () => {
    expect(THEMED_LANDINGS.map(landingPath).sort()).toEqual(
      [
        '/auto/alles-over-elektrisch-rijden',
        '/auto/alles-over-hybride-rijden',
        '/auto/beginnersauto',
        '/auto/caravantrekker',
        '/auto/gezinsauto',
        '/auto/hoge-instap-auto',
        '/auto/stadsauto',
        '/auto/youngtimer',
        '/auto/zuinige-auto',
      ].sort(),
    );
  });

  it('never collide with a path the codec reads', () => {
    for (const landing of THEMED_LANDINGS) expect(parseSearchPath(landingPath(landing)).ok).toBe(false);
  });

  it('each have their own title, intro, SEO text and nouns', () => {
    const copy = searchCopy.landing as Record<string, { title?: string; intro?: string; seo?: string; noun?: { one?: string; other?: string } }>;
    for (const landing of THEMED_LANDINGS) {
      const entry = copy[landing.slug];
      expect(entry?.title, landing.slug).toBeTruthy();
      expect(entry?.intro, landing.slug).toBeTruthy();
      expect(entry?.seo, landing.slug).toBeTruthy();
      expect(entry?.noun?.one && entry.noun.other, landing.slug).toBeTruthy();
    }
  });

  it('find a landing by its path and write its page URLs', () => {
    const landing = findLanding('/auto/zuinige-auto');
    expect(landing?.slug).toBe('zuinige-auto');
    expect(findLanding('/fietsen/zuinige-auto')).toBeUndefined();
    if (!landing) return;
    expect(landingUrl(landing, 1)).toBe('/auto/zuinige-auto');
    expect(landingUrl(landing, 3)).toBe('/auto/zuinige-auto?page=3');
  });
});

describe('menu filter landings', () => {
  it('are the plain codec paths of the menu', () => {
    const paths = MENU_FILTER_LANDINGS.map((input) => searchRequestToPath(normaliseSearchRequest(input)));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auto/hatchback',
        '/auto/suvterreinwagen',
        '/fietsen/hybridefiets',
        '/fietsen/voertuigsoort-elektrische-fiets',
        '/fietsen/voertuigsoort-speed-pedelec',
        '/motoren/motorscooter',
        '/kamperen/voertuigsoort-vouwwagen',
        '/kamperen/busmodel',
        '/kamperen/caravan',
        '/auto/online-te-financieren',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
