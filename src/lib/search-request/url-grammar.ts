/**
 * The segment grammar of search URLs, in canonical order. The site we replace writes filters as
 * path segments (`/auto/hatchback/merk-audi/prijs-tot-en-met-20000`); we keep its words so its
 * links keep working, write every filter the same way, and add the few aliases its older links
 * used (bare fuel and transmission words, English added-since codes). See
 * docs/decisions/003-search-url-grammar.md.
 */
import { ADDED_SINCE, LIST_ROOT, MOBILITY_TYPES, type MobilityTypeOrAll, RADIUS_KM, RADIUS_STEPS, type RadiusStep, SORT_ORDERS } from '@/lib/vehicle/enums';
import { ENUM_FILTERS, type EnumFilterKey, type FlagKey, type RangeKey } from './fields';

/** List root per mobility type; 'alle' searches every type under /aanbod. */
export const SEARCH_ROOT: Record<MobilityTypeOrAll, string> = { ...LIST_ROOT, alle: '/aanbod' };
export const ROOT_TO_MOBILITY = new Map<string, MobilityTypeOrAll>(
  [...MOBILITY_TYPES, 'alle' as const].map((type) => [SEARCH_ROOT[type].slice(1), type]),
);

export type Segment =
  | { type: 'dealer'; prefix: string }
  | { type: 'bodyType' }
  /** A multi-select written as bare words, as the old site wrote accessories (`navigatie`). */
  | { type: 'words'; field: 'accessories' }
  | { type: 'enum'; field: EnumFilterKey; prefix: string }
  | { type: 'slug'; field: 'brand' | 'model'; prefix: string }
  | { type: 'bound'; field: RangeKey; end: 'min' | 'max'; prefix: string }
  | { type: 'flag'; field: FlagKey; word: string }
  | { type: 'postalCode'; prefix: string }
  | { type: 'radius'; prefix: string }
  | { type: 'text'; prefix: string }
  | { type: 'addedSince'; prefix: string }
  | { type: 'sort'; prefix: string };

const bounds = (field: RangeKey, word: string): Segment[] => [
  { type: 'bound', field, end: 'min', prefix: `${word}-vanaf-` },
  { type: 'bound', field, end: 'max', prefix: `${word}-tot-en-met-` },
];

/** Every segment kind in the one order a canonical URL writes them. */
export const SEGMENTS: readonly Segment[] = [
  // First: a dealer's stock is the widest scope the other filters narrow (`/aanbod/aanbieder-12/merk-audi`).
  { type: 'dealer', prefix: 'aanbieder-' },
  { type: 'bodyType' },
  { type: 'enum', field: 'kind', prefix: 'voertuigsoort-' },
  { type: 'slug', field: 'brand', prefix: 'merk-' },
  { type: 'slug', field: 'model', prefix: 'model-' },
  ...bounds('price', 'prijs'),
  ...bounds('leasePrice', 'leaseprijs'),
  ...bounds('buildYear', 'bouwjaar'),
  ...bounds('modelYear', 'modeljaar'),
  ...bounds('mileage', 'kilometerstand'),
  ...bounds('powerPk', 'vermogen-pk'),
  ...bounds('engineCapacity', 'motorinhoud-cc'),
  ...bounds('cylinders', 'cilinders'),
  ...bounds('gears', 'versnellingen'),
  ...bounds('doors', 'deuren'),
  ...bounds('seats', 'zitplaatsen'),
  ...bounds('batteryCapacity', 'batterijcapaciteit'),
  ...bounds('frameHeight', 'framehoogte'),
  ...bounds('maximumMass', 'maximale-massa'),
  ...bounds('emptyMass', 'gewicht'),
  ...bounds('berths', 'slaapplaatsen'),
  ...bounds('lengthCm', 'lengte-cm'),
  { type: 'enum', field: 'fuel', prefix: 'brandstof-' },
  { type: 'enum', field: 'transmission', prefix: 'transmissie-' },
  { type: 'enum', field: 'colour', prefix: 'kleur-' },
  { type: 'enum', field: 'condition', prefix: 'staat-' },
  { type: 'enum', field: 'usageState', prefix: 'gebruik-' },
  { type: 'enum', field: 'energyLabel', prefix: 'energielabel-' },
  { type: 'enum', field: 'drivingLicence', prefix: 'rijbewijs-' },
  { type: 'enum', field: 'driveWheels', prefix: 'aandrijving-' },
  { type: 'enum', field: 'motorBrand', prefix: 'motormerk-' },
  { type: 'enum', field: 'frameMaterial', prefix: 'framemateriaal-' },
  { type: 'enum', field: 'frameType', prefix: 'frametype-' },
  { type: 'enum', field: 'brakeType', prefix: 'remtype-' },
  { type: 'enum', field: 'batteryPosition', prefix: 'batterijpositie-' },
  { type: 'enum', field: 'driveType', prefix: 'motorpositie-' },
  { type: 'enum', field: 'bedLayout', prefix: 'bedindeling-' },
  { type: 'enum', field: 'kitchenLayout', prefix: 'keukenindeling-' },
  { type: 'enum', field: 'seatingLayout', prefix: 'zitindeling-' },
  { type: 'enum', field: 'warrantyTypes', prefix: 'garantie-' },
  { type: 'enum', field: 'certainties', prefix: 'zekerheid-' },
  { type: 'enum', field: 'priceRating', prefix: 'prijsbeoordeling-' },
  { type: 'enum', field: 'imported', prefix: 'import-' },
  { type: 'words', field: 'accessories' },
  { type: 'flag', field: 'napOnly', word: 'nap-weblabel' },
  { type: 'flag', field: 'onlineToFinance', word: 'online-te-financieren' },
  { type: 'flag', field: 'onlineToLease', word: 'online-te-leasen' },
  { type: 'flag', field: 'vatDeductible', word: 'btw-verrekenbaar' },
  { type: 'flag', field: 'pluginHybrid', word: 'plug-in-hybride' },
  { type: 'postalCode', prefix: 'postcode-' },
  { type: 'radius', prefix: 'afstand-' },
  { type: 'text', prefix: 'trefwoorden-' },
  { type: 'addedSince', prefix: 'aangeboden-sinds-' },
  { type: 'sort', prefix: 'sortering-' },
];

/**
 * The prefixes of every segment but brand and model. A brand or model slug that starts with one
 * (`model-trefwoorden-golf`) is a client that glued two segments together: read as a model named
 * "trefwoorden-golf" it would silently answer an empty list. Brand and model prefixes are not
 * here because real model names start with them (Tesla's "Model 3" is `model-model-3`).
 */
const OTHER_SEGMENT_PREFIXES: readonly string[] = SEGMENTS.flatMap((spec) => ('prefix' in spec && spec.type !== 'slug' ? [spec.prefix] : []));

/** True for a brand or model slug no URL could carry unambiguously. */
export function swallowsAnotherSegment(slug: string): boolean {
  return OTHER_SEGMENT_PREFIXES.some((prefix) => slug.startsWith(prefix));
}

/** Kinds have the Dutch words of the site's menu; other enum values are their code in lowercase. */
const KIND_SLUGS: Record<(typeof ENUM_FILTERS)['kind'][number], string> = {
  personenwagen: 'personenwagen',
  bedrijfswagen: 'bedrijfswagen',
  brommobiel: 'brommobiel',
  motor: 'motor',
  fiets: 'fiets',
  ebike: 'elektrische-fiets',
  highSpeedEbike: 'speed-pedelec',
  caravan: 'caravan',
  camper: 'camper',
  vouwwagen: 'vouwwagen',
};

/** The market-price rating in the words its badge uses (decision 022): `prijsbeoordeling-scherp`. */
const PRICE_RATING_SLUGS: Record<(typeof ENUM_FILTERS)['priceRating'][number], string> = {
  sharp: 'scherp',
  good: 'goed',
  fair: 'eerlijk',
  high: 'hoog',
};

/** The e-bike motor's place in plain words (decision 033): `motorpositie-midden`. */
const DRIVE_TYPE_SLUGS: Record<(typeof ENUM_FILTERS)['driveType'][number], string> = {
  middenmotor: 'midden',
  voorwielmotor: 'voorwiel',
  achterwielmotor: 'achterwiel',
};

export const ADDED_SINCE_SLUGS: Record<(typeof ADDED_SINCE)[number], string> = {
  today: 'vandaag',
  yesterday: 'gisteren',
  theDayBeforeYesterday: 'eergisteren',
  oneWeek: 'een-week',
  twoWeeks: 'twee-weken',
  oneMonth: 'een-maand',
};

export function enumSlug(field: EnumFilterKey, value: string): string {
  if (field === 'kind') return KIND_SLUGS[value as keyof typeof KIND_SLUGS];
  if (field === 'priceRating') return PRICE_RATING_SLUGS[value as keyof typeof PRICE_RATING_SLUGS];
  if (field === 'driveType') return DRIVE_TYPE_SLUGS[value as keyof typeof DRIVE_TYPE_SLUGS];
  return value.toLowerCase();
}

function invert<T extends string>(values: readonly T[], slug: (value: T) => string): Map<string, T> {
  return new Map(values.map((value) => [slug(value), value]));
}

/** slug → value per enum field. */
export const ENUM_FROM_SLUG = Object.fromEntries(
  (Object.keys(ENUM_FILTERS) as EnumFilterKey[]).map((field) => [field, invert<string>(ENUM_FILTERS[field], (value) => enumSlug(field, value))]),
) as Record<EnumFilterKey, Map<string, string>>;

/** The radius as people say it: `afstand-30-km` (decision 033). */
export function radiusSlug(step: RadiusStep): string {
  return `${RADIUS_KM[step]}-km`;
}

export const RADIUS_FROM_SLUG = new Map<string, RadiusStep>([
  ...invert(RADIUS_STEPS, radiusSlug),
  // The old site wrote the kilometres alone (`afstand-50`).
  ...invert(RADIUS_STEPS, (step) => String(RADIUS_KM[step])),
  // Older links wrote the English step codes (`afstand-thirty`): read, then redirected to the canonical words.
  ...invert(RADIUS_STEPS, (step) => step.toLowerCase()),
]);
export const SORT_FROM_SLUG = invert(SORT_ORDERS, (order) => order.toLowerCase());
export const ADDED_SINCE_FROM_SLUG = new Map<string, (typeof ADDED_SINCE)[number]>([
  ...invert(ADDED_SINCE, (value) => ADDED_SINCE_SLUGS[value]),
  // Older links used the English codes.
  ...invert(ADDED_SINCE, (value) => value.toLowerCase()),
]);

/** Whole-segment words: body-type landings, flags, and the bare filter words of older links. */
export type Word =
  | { type: 'enum'; field: EnumFilterKey; value: string }
  | { type: 'flag'; field: FlagKey }
  /** A filter of the old site that our listings have no data for: read, dropped (decision 037). */
  | { type: 'dropped' };

function bareWords(field: EnumFilterKey): [string, Word][] {
  return ENUM_FILTERS[field].map((value) => [value.toLowerCase(), { type: 'enum', field, value }]);
}

export const WORDS = new Map<string, Word>([
  ...bareWords('bodyType'),
  ...bareWords('fuel'),
  ...bareWords('transmission'),
  ...bareWords('condition'),
  ...bareWords('warrantyTypes'),
  ['40-puntencheck', { type: 'enum', field: 'certainties', value: 'puntencheck40' }],
  ['100-procent-onderhouden', { type: 'enum', field: 'certainties', value: 'volledigOnderhouden' }],
  ['afleverbeurt', { type: 'enum', field: 'certainties', value: 'afleverbeurt' }],
  ...bareWords('accessories'),
  ...SEGMENTS.flatMap((segment): [string, Word][] => (segment.type === 'flag' ? [[segment.word, { type: 'flag', field: segment.field }]] : [])),
  // Old-site filters without data here (decision 037): BOVAG maintenance-free and the import odometer
  // check, a removable e-bike battery, a motorcycle buddy seat. The search without them is the answer.
  ...(['onderhoudsvrij', 'import-teller-check', 'batterij-verwijderbaar', 'buddyseat'] as const).map((word): [string, Word] => [word, { type: 'dropped' }]),
]);

/**
 * Prefixes of old-site filters our listings have no data for (decision 037): acceleration, top speed,
 * wheel size, braked towing mass, charging powers, the stated battery range, city, a camper's
 * sanitary layout, interior height and chassis brand. Read and dropped, so the 308 leads to the wider search.
 */
export const DROPPED_PREFIXES: readonly string[] = [
  'acceleratie-',
  'topsnelheid-',
  'wielmaat-',
  'geremde-aanhangermassa-',
  'max-laadvermogen-thuis-',
  'max-snellaadvermogen-',
  'opgegeven-bereik-',
  'stad-',
  'sanitaire-indeling-',
  'stahoogte-',
  'chassis-merk-',
];

/** Power in kW, as our own links wrote it before decision 037 (`vermogen-kw-vanaf-110`): read in pk. */
export const KILOWATT_PREFIXES = { 'vermogen-kw-vanaf-': 'min', 'vermogen-kw-tot-en-met-': 'max' } as const;
/** Older camping links: `slaapplaatsen-4` meant at least four berths. */
export const BERTHS_AT_LEAST_PREFIX = 'slaapplaatsen-';
/**
 * The old site's exact counts (`versnellingen-6`, `zitplaatsen-5`, `cilinders-4`; several of one kind
 * mean any of them): read as the range from the smallest to the largest. `cilinders-10` was the old
 * site's "10 or more".
 */
export const EXACT_COUNT_PREFIXES: Readonly<Record<string, { field: RangeKey; orMoreFrom?: number }>> = {
  'versnellingen-': { field: 'gears' },
  'zitplaatsen-': { field: 'seats' },
  'cilinders-': { field: 'cylinders', orMoreFrom: 10 },
};
/** The old site's keywords within the model name (`model-trefwoorden-sport`): our free text. */
export const MODEL_KEYWORDS_PREFIX = 'model-trefwoorden-';

/**
 * Value words of the old site that our vocabulary names otherwise (decision 037): a disc brake of
 * either kind, the French bed, a half-round seat group (our round seat group), the face-to-face
 * "treinzit" (a dinette), and an L-shaped or corner kitchen.
 */
export const ENUM_VALUE_ALIASES: Partial<Record<EnumFilterKey, Readonly<Record<string, readonly string[]>>>> = {
  brakeType: { schijfrem: ['hydraulischeSchijfrem', 'mechanischeSchijfrem'] },
  bedLayout: { 'frans-bed': ['fransBed'] },
  seatingLayout: { halfrond: ['rondzit'], treinzit: ['dinette'] },
  kitchenLayout: { 'l-vormig': ['hoekkeuken'], hoek: ['hoekkeuken'] },
};

/** Roots of the old site that are not ours: `/camper` was its whole camping list (the client's Camper type). */
export const LEGACY_ROOTS: Readonly<Record<string, MobilityTypeOrAll>> = { camper: 'caramper' };

/** Prefixed segments, longest prefix first so that no prefix shadows a longer one. */
export const PREFIXED = SEGMENTS.filter((segment): segment is Extract<Segment, { prefix: string }> => 'prefix' in segment).sort(
  (a, b) => b.prefix.length - a.prefix.length,
);

/**
 * Product §2: a path ending in a dash and seven lowercase letters or digits with at least two of each is a
 * vehicle detail page, not a search page.
 */
export function endsWithVehicleCode(path: string): boolean {
  const match = /-([a-z0-9]{7})$/.exec(path);
  if (!match) return false;
  const code = match[1] ?? '';
  const digits = code.replace(/[^0-9]/g, '').length;
  return digits >= 2 && code.length - digits >= 2;
}
