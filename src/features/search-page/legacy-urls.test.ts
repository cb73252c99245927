/**
 * Every search URL the site we replace writes (issue 20) reads to a search here: a 200 at our
 * canonical URL, or one 308 to a canonical URL that answers 200 — never a 400 or 404. The paths are
 * facts about that site (its filter words per vehicle type), written down here one per search its
 * public client builds; decision 037 says what each old word became.
 */
import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { resolveLegacyRoot } from './legacy-root';
import { resolveSearchRoute, type RouteSearchParams } from './resolve-route';

const YEAR = 2026;
const ROOTS: Record<string, { mobility: MobilityTypeOrAll; legacy: boolean }> = {
  auto: { mobility: 'car', legacy: false },
  motoren: { mobility: 'motor', legacy: false },
  fietsen: { mobility: 'bicycle', legacy: false },
  camper: { mobility: 'caramper', legacy: true },
  kamperen: { mobility: 'caramper', legacy: false },
};

/** [old path, our canonical URL it reads to, what the search must hold]. */
const OLD_PATHS: readonly (readonly [string, string, Partial<SearchRequest>?])[] = [
  // Every root alone.
  ['/auto', '/auto'],
  ['/motoren', '/motoren'],
  ['/fietsen', '/fietsen'],
  ['/camper', '/kamperen', { mobilityType: 'caramper' }],
  // Shared filters (all types).
  ['/auto/bouwjaar-vanaf-2015/bouwjaar-tot-en-met-2020', '/auto/bouwjaar-vanaf-2015/bouwjaar-tot-en-met-2020'],
  ['/auto/modeljaar-vanaf-2016/modeljaar-tot-en-met-2021', '/auto/modeljaar-vanaf-2016/modeljaar-tot-en-met-2021'],
  ['/motoren/kilometerstand-vanaf-0/kilometerstand-tot-en-met-50000', '/motoren/kilometerstand-vanaf-0/kilometerstand-tot-en-met-50000'],
  ['/auto/vermogen-pk-vanaf-100/vermogen-pk-tot-en-met-300', '/auto/vermogen-pk-vanaf-100/vermogen-pk-tot-en-met-300', { powerPk: { min: 100, max: 300 } }],
  ['/auto/leaseprijs-vanaf-200/leaseprijs-tot-en-met-500', '/auto/leaseprijs-vanaf-200/leaseprijs-tot-en-met-500', { leasePrice: { min: 200, max: 500 } }],
  ['/auto/model-trefwoorden-sport', '/auto/trefwoorden-sport', { text: 'sport' }],
  ['/auto/model-golf-8', '/auto/model-golf-8'],
  ['/auto/merk-mercedes-benz', '/auto/merk-mercedes-benz'],
  ['/auto/kleur-zwart/kleur-wit', '/auto/kleur-zwart/kleur-wit'],
  ['/auto/nieuw', '/auto/staat-nieuw'],
  ['/auto/postcode-1234AB', '/auto/postcode-1234ab'],
  ['/auto/postcode-3511AB/afstand-50', '/auto/postcode-3511ab/afstand-50-km', { radius: 'fifty' }],
  ['/auto/bovag12maanden', '/auto/garantie-bovag12maanden'],
  ['/auto/nieuw/occasion/bovag12maanden/fabrieksgarantie', '/auto/staat-occasion/staat-nieuw/garantie-bovag12maanden/garantie-fabrieksgarantie'],
  ['/motoren/trefwoorden-sportbike', '/motoren/trefwoorden-sportbike'],
  ['/auto/aangeboden-sinds-een-week', '/auto/aangeboden-sinds-een-week'],
  [
    '/auto/100-procent-onderhouden/nap-weblabel/40-puntencheck/onderhoudsvrij/import-teller-check/afleverbeurt/btw-verrekenbaar/online-te-financieren',
    '/auto/zekerheid-puntencheck40/zekerheid-volledigonderhouden/zekerheid-afleverbeurt/nap-weblabel/online-te-financieren/btw-verrekenbaar',
    { vatDeductible: true, napOnly: true, onlineToFinance: true },
  ],
  ['/auto/import-ja', '/auto/import-ja', { imported: ['ja'] }],
  ['/auto/import-nee', '/auto/import-nee', { imported: ['nee'] }],
  // Car filters.
  ['/auto/hatchback/suvterreinwagen', '/auto/hatchback/suvterreinwagen'],
  ['/auto/benzine/elektriciteit', '/auto/brandstof-benzine/brandstof-elektriciteit'],
  ['/auto/automatisch', '/auto/transmissie-automatisch'],
  ['/auto/versnellingen-6/versnellingen-7', '/auto/versnellingen-vanaf-6/versnellingen-tot-en-met-7', { gears: { min: 6, max: 7 } }],
  ['/auto/cilinders-4/cilinders-6', '/auto/cilinders-vanaf-4/cilinders-tot-en-met-6', { cylinders: { min: 4, max: 6 } }],
  ['/auto/cilinders-10', '/auto/cilinders-vanaf-10', { cylinders: { min: 10 } }],
  ['/auto/zitplaatsen-5', '/auto/zitplaatsen-vanaf-5/zitplaatsen-tot-en-met-5', { seats: { min: 5, max: 5 } }],
  ['/auto/aandrijving-vierwiel', '/auto/aandrijving-vierwiel'],
  ['/auto/navigatie/trekhaak', '/auto/navigatie/trekhaak', { accessories: ['navigatie', 'trekhaak'] }],
  [
    '/auto/motorinhoud-cc-vanaf-1500/motorinhoud-cc-tot-en-met-3000/acceleratie-tot-en-met-8/topsnelheid-vanaf-200',
    '/auto/motorinhoud-cc-vanaf-1500/motorinhoud-cc-tot-en-met-3000',
  ],
  [
    '/auto/gewicht-tot-en-met-1500/deuren-vanaf-3/deuren-tot-en-met-5/wielmaat-vanaf-16/wielmaat-tot-en-met-20/geremde-aanhangermassa-vanaf-750/geremde-aanhangermassa-tot-en-met-2500/maximale-massa-tot-en-met-3500',
    '/auto/deuren-vanaf-3/deuren-tot-en-met-5/maximale-massa-tot-en-met-3500/gewicht-tot-en-met-1500',
    { doors: { min: 3, max: 5 } },
  ],
  [
    '/auto/batterijcapaciteit-vanaf-40/batterijcapaciteit-tot-en-met-100/max-laadvermogen-thuis-vanaf-11/max-snellaadvermogen-vanaf-150/plug-in-hybride/energielabel-a/opgegeven-bereik-300-400',
    '/auto/batterijcapaciteit-vanaf-40/batterijcapaciteit-tot-en-met-100/energielabel-a/plug-in-hybride',
    { pluginHybrid: true },
  ],
  ['/auto/stad-amsterdam/online-te-leasen', '/auto/online-te-leasen', { onlineToLease: true }],
  ['/auto/stad-amsterdam/stad-utrecht/energielabel-a/energielabel-b/opgegeven-bereik-300-400', '/auto/energielabel-a/energielabel-b'],
  // Motorcycle filters.
  ['/motoren/rijbewijs-a2', '/motoren/rijbewijs-a2'],
  ['/motoren/cruisecontrol/buddyseat/acceleratie-tot-en-met-8/topsnelheid-vanaf-150', '/motoren/cruisecontrol', { accessories: ['cruiseControl'] }],
  ['/motoren/handgeschakeld/automatisch/rijbewijs-a/rijbewijs-a2', '/motoren/transmissie-handgeschakeld/transmissie-automatisch/rijbewijs-a/rijbewijs-a2'],
  ['/motoren/naked/chopper', '/motoren/chopper/naked'],
  ['/motoren/benzine/elektriciteit', '/motoren/brandstof-benzine/brandstof-elektriciteit'],
  ['/motoren/motorinhoud-cc-vanaf-500/motorinhoud-cc-tot-en-met-1200', '/motoren/motorinhoud-cc-vanaf-500/motorinhoud-cc-tot-en-met-1200'],
  // Bicycle filters.
  ['/fietsen/stadsfiets/mountainbike', '/fietsen/stadsfiets/mountainbike'],
  ['/fietsen/elektriciteit', '/fietsen/brandstof-elektriciteit'],
  [
    '/fietsen/framehoogte-vanaf-50/framehoogte-tot-en-met-60/framemateriaal-aluminium/remtype-schijfrem/batterij-verwijderbaar/batterijcapaciteit-vanaf-300/batterijcapaciteit-tot-en-met-600/motormerk-bosch/opgegeven-bereik-80-100',
    '/fietsen/batterijcapaciteit-vanaf-300/batterijcapaciteit-tot-en-met-600/framehoogte-vanaf-50/framehoogte-tot-en-met-60/motormerk-bosch/framemateriaal-aluminium/remtype-hydraulischeschijfrem/remtype-mechanischeschijfrem',
    { brakeType: ['hydraulischeSchijfrem', 'mechanischeSchijfrem'] },
  ],
  [
    '/fietsen/framemateriaal-aluminium/framemateriaal-carbon/remtype-schijfrem/remtype-velgrem/motormerk-bosch/motormerk-shimano/opgegeven-bereik-80-100',
    '/fietsen/motormerk-bosch/motormerk-shimano/framemateriaal-aluminium/framemateriaal-carbon/remtype-hydraulischeschijfrem/remtype-mechanischeschijfrem/remtype-velgrem',
  ],
  // Camper filters (the old site's /camper root).
  [
    '/camper/slaapplaatsen-4/bedindeling-dwarsbed/zitindeling-halfrond/sanitaire-indeling-douche/keukenindeling-l-vormig/stahoogte-vanaf-190/chassis-merk-fiat/maximale-massa-tot-en-met-3500',
    '/kamperen/maximale-massa-tot-en-met-3500/slaapplaatsen-vanaf-4/bedindeling-dwarsbed/keukenindeling-hoekkeuken/zitindeling-rondzit',
    { mobilityType: 'caramper', berths: { min: 4 } },
  ],
  [
    '/camper/bedindeling-dwarsbed/bedindeling-frans-bed/zitindeling-halfrond/zitindeling-treinzit/sanitaire-indeling-douche/sanitaire-indeling-toilet/keukenindeling-l-vormig/keukenindeling-hoek/chassis-merk-fiat/chassis-merk-mercedes',
    '/kamperen/bedindeling-fransbed/bedindeling-dwarsbed/keukenindeling-hoekkeuken/zitindeling-dinette/zitindeling-rondzit',
  ],
  ['/camper/motorinhoud-cc-vanaf-2000/motorinhoud-cc-tot-en-met-3000/automatisch', '/kamperen/motorinhoud-cc-vanaf-2000/motorinhoud-cc-tot-en-met-3000/transmissie-automatisch'],
  // Sort orders, on every root.
  ['/auto/sortering-besteresultaat', '/auto'],
  ['/auto/sortering-laatsttoegevoegd', '/auto/sortering-laatsttoegevoegd'],
  ['/auto/sortering-prijsoplopend', '/auto/sortering-prijsoplopend'],
  ['/motoren/sortering-prijsaflopend', '/motoren/sortering-prijsaflopend'],
  ['/auto/sortering-bouwjaaraflopend', '/auto/sortering-bouwjaaraflopend'],
  ['/auto/sortering-bouwjaaroplopend', '/auto/sortering-bouwjaaroplopend'],
  ['/auto/sortering-kilometerstandoplopend', '/auto/sortering-kilometerstandoplopend'],
  ['/auto/sortering-kilometerstandaflopend', '/auto/sortering-kilometerstandaflopend'],
  ['/auto/sortering-afstand', '/auto'],
  ['/fietsen/sortering-prijsoplopend', '/fietsen/sortering-prijsoplopend'],
  ['/camper/sortering-prijsoplopend', '/kamperen/sortering-prijsoplopend'],
  ['/auto/merk-volkswagen', '/auto/merk-volkswagen'],
];

type Outcome = { status: 200; url: string; request: SearchRequest } | { status: 308; location: string } | { status: 404 };

/** What the search page answers for a path, as its route does (query parameters aside). */
function answer(path: string, query: RouteSearchParams = {}): Outcome {
  const [rootWord = '', ...segments] = path.split('/').filter(Boolean);
  const root = ROOTS[rootWord];
  if (!root) return { status: 404 };
  if (root.legacy) {
    const route = resolveLegacyRoot(root.mobility, segments, query, YEAR);
    return route.kind === 'redirect' ? { status: 308, location: route.location } : { status: 404 };
  }
  const route = resolveSearchRoute(root.mobility, segments, query, YEAR);
  if (route.kind === 'search') return { status: 200, url: path, request: route.request };
  return route.kind === 'redirect' ? { status: 308, location: route.location } : { status: 404 };
}

/** Follows one redirect, as a browser or client does; a second one would be a chain we do not write. */
function finalSearch(path: string): { url: string; request: SearchRequest; redirects: number } {
  const first = answer(path);
  if (first.status === 200) return { url: first.url, request: first.request, redirects: 0 };
  if (first.status === 404) throw new Error(`${path} answers 404`);
  const second = answer(first.location);
  if (second.status !== 200) throw new Error(`${path} → ${first.location} answers ${second.status}`);
  return { url: second.url, request: second.request, redirects: 1 };
}

describe('the old site\'s search URLs', () => {
  it('lists every path once', () => {
    expect(new Set(OLD_PATHS.map(([path]) => path)).size).toBe(OLD_PATHS.length);
    expect(OLD_PATHS.length).toBeGreaterThanOrEqual(47);
  });

  it.each(OLD_PATHS.map(([path, canonical, holds]) => ({ path, canonical, holds })))('$path reads to a search at $canonical', ({ path, canonical, holds }) => {
    const result = finalSearch(path);
    expect(result.url).toBe(canonical);
    // Our canonical URLs answer 200 directly; an alias takes exactly one 308.
    expect(result.redirects).toBe(path === canonical ? 0 : 1);
    if (holds) expect(result.request).toMatchObject(holds);
  });

  it('keeps the page and other query parameters through the redirect from /camper', () => {
    expect(answer('/camper', { page: '2', utm_source: 'x' })).toEqual({ status: 308, location: '/kamperen?page=2&utm_source=x' });
    expect(answer('/camper/slaapplaatsen-4', { page: '3' })).toEqual({ status: 308, location: '/kamperen/slaapplaatsen-vanaf-4?page=3' });
  });

  it('still answers 404 for words no site wrote', () => {
    expect(answer('/auto/paarse-olifant')).toEqual({ status: 404 });
    expect(answer('/camper/paarse-olifant')).toEqual({ status: 404 });
    expect(answer('/auto/versnellingen-veel')).toEqual({ status: 404 });
  });
});
