/**
 * The fixed Dutch words of the sentence search: vehicle types, the everyday names of the filter
 * values, and the grammar words around numbers and places. One row per meaning; its phrases are
 * separated by "|" and written as they are matched (lowercase, no accents, words split on
 * anything but letters and digits: "e-bike" is written "e bike", and "ebike" matches it glued).
 * Makes, models and places are not here: they come from the stock and the place table.
 */
import filterCopy from '../../../public/locales/nl/filters.json';
import vehicleCopy from '../../../public/locales/nl/vehicle.json';
import type { EnumFilterKey, FlagKey, RangeKey } from '@/lib/search-request/fields';
import { ENUM_FILTERS } from '@/lib/search-request/fields';
import { ACCESSORIES, ACCESSORY_OPTION_NAMES, KW_PER_PK, type Accessory } from '@/lib/vehicle/enums';
import type { Meaning } from './meaning';
import { rangeWithoutCue } from './quantities';
import { phraseKey } from './tokens';

const value = (field: EnumFilterKey, ...values: string[]): Meaning => ({ kind: 'enum', field, values });
/** The power filter is in pk (decision 037): kW converts to it. */
const PK_PER_KW = 1 / KW_PER_PK;

const flag = (field: FlagKey): Meaning => ({ kind: 'flag', field });
/** The filter's own Dutch name as the panel and the chips show it ("Btw verrekenbaar", "Trekhaak"). */
const labelOf = (label: string) => phraseKey(label);

/**
 * Accessories (issue 20): the chip's label (vehicle.json), the option names the import counts as the
 * accessory (ACCESSORY_OPTION_NAMES) and the URL word come from the vocabulary; these are only the
 * names buyers use beside them.
 */
const ACCESSORY_WORDS: Record<Accessory, string> = {
  airco: 'airconditioner|klimaatregeling',
  climateControl: 'climate|clima|klimaatcontrole|automatische airco',
  androidAuto: 'android',
  appleCarPlay: 'carplay|car play|apple car play',
  cruiseControl: 'cruise|cruisecontrol',
  adaptiveCruiseControl: 'acc|adaptieve cruise|adaptive cruise',
  navigatie: 'navi|navigatiesysteem|gps|ingebouwde navigatie',
  parkeersensoren: 'parkeersensor|pdc|parkeerhulp|parkeersensoren voor en achter',
  stoelverwarming: 'verwarmde stoelen|stoelverw',
  lederenBekleding: 'leer|leder|leren bekleding|leren stoelen|lederen stoelen|lederen interieur|leren interieur',
  panoramadak: 'panorama dak|panorama|glazen dak',
  trekhaak: 'trekhaak afneembaar|afneembare haak',
  headUpDisplay: 'hud|head up|headup display',
  dodehoekdetectie: 'dode hoek|dodehoek|dode hoek detectie|dode hoek assistent|blind spot',
};

const accessoryRows = ACCESSORIES.map((accessory): readonly [string, Meaning] => {
  const names = [vehicleCopy.accessory[accessory], accessory, ...ACCESSORY_OPTION_NAMES[accessory]].map(labelOf);
  return [[...new Set([...names, ...ACCESSORY_WORDS[accessory].split('|')])].join('|'), value('accessories', accessory)];
});

/** Counts of two to nine in words, for "vijfdeurs" and "zevenzitter". */
const COUNT_WORDS = ['twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'];
/**
 * A count glued to its unit ("vijfdeurs", "5deurs", "zevenzitter"): one word the number reader
 * cannot split. "5 deurs" and "7-zitter" are a number with its unit and need no row.
 */
function countRows(field: RangeKey, suffixes: readonly string[], counts: readonly number[]): (readonly [string, Meaning])[] {
  return counts.map((count) => {
    const word = COUNT_WORDS[count - 2] ?? String(count);
    const phrases = suffixes.flatMap((suffix) => [`${word}${suffix}`, `${count}${suffix}`, `${word} ${suffix}`]);
    return [phrases.join('|'), { kind: 'range', field, range: rangeWithoutCue(field, count) }] as const;
  });
}

/** A filter whose value says more: a motor position is an e-bike's. */
export const IMPLIED_BY_FIELD: Partial<Record<EnumFilterKey, Meaning>> = { driveType: value('kind', 'ebike') };

export const WORD_TABLE: readonly (readonly [string, Meaning])[] = [
  // Vehicle types (product §3): the mobility type, or the kind where the word names one.
  ['auto|autos|personenauto|personenautos|wagen', { kind: 'mobility', mobilityType: 'car' }],
  ['personenwagen', value('kind', 'personenwagen')],
  ['bedrijfswagen|bedrijfsauto|bestelauto|bestelbus|bestelwagen', value('kind', 'bedrijfswagen')],
  ['brommobiel|brommobielen|brommer auto|45 km auto', value('kind', 'brommobiel')],
  ['fiets|fietsen|rijwiel', { kind: 'mobility', mobilityType: 'bicycle' }],
  ['gewone fiets|stadsfietsen zonder motor', value('kind', 'fiets')],
  ['e bike|e bikes|elektrische fiets|elektrische fietsen|e fiets|elektrofiets|fiets met trapondersteuning|pedelec', value('kind', 'ebike')],
  ['speed pedelec|speedpedelec|speed pedelecs|speed bike|speedbike|snelle e bike|s pedelec', value('kind', 'highSpeedEbike')],
  ['motor|motoren|motorfiets|motorfietsen|motorrijwiel', { kind: 'mobility', mobilityType: 'motor' }],
  ['caravan|caravans|toercaravan', value('kind', 'caravan')],
  ['camper|campers|kampeerauto|kampeerautos|mobilhome|motorhome', value('kind', 'camper')],
  ['vouwwagen|vouwwagens|vouwcaravan', value('kind', 'vouwwagen')],
  ['kampeervoertuig|kampeervoertuigen', { kind: 'mobility', mobilityType: 'caramper' }],

  // Body types.
  ['hatchback|hatchbacks', value('bodyType', 'hatchback')],
  ['stationwagen|stationwagon|station|stationcar|combi|estate|break|sw|st|sportstourer|sports tourer|touring sports', value('bodyType', 'stationwagen')],
  ['suv|suvs|terreinwagen|jeep achtige|crossover', value('bodyType', 'suvTerreinwagen')],
  ['sedan|sedans', value('bodyType', 'sedan')],
  ['mpv|ruimtewagen|gezinsbus', value('bodyType', 'mpv')],
  ['coupe|coupes', value('bodyType', 'coupe')],
  ['cabriolet|cabrio|cabrios|cabriolets|open dak', value('bodyType', 'cabriolet')],
  ['personenbus|busje|9 persoons bus', value('bodyType', 'personenbus')],
  ['pickup|pick up|pick ups', value('bodyType', 'pickup')],
  ['allroad', value('bodyType', 'allroad')],
  ['chopper', value('bodyType', 'chopper')],
  ['crosser|crossmotor', value('bodyType', 'crosser')],
  ['cruiser', value('bodyType', 'cruiser')],
  ['enduro', value('bodyType', 'enduro')],
  ['minibike', value('bodyType', 'minibike')],
  ['scooter|scooters|motorscooter|maxiscooter', value('bodyType', 'motorscooter')],
  ['naked|naked bike|nakedbike', value('bodyType', 'naked')],
  ['quad', value('bodyType', 'quad')],
  ['sportmotor|sport motor', value('bodyType', 'sport')],
  ['sporttourer|sport tourer|sport touring', value('bodyType', 'sportTouring')],
  ['supermotard|motard', value('bodyType', 'supermotard')],
  ['supersport', value('bodyType', 'superSport')],
  ['tourer|toermotor|toer motor|tourmotor', value('bodyType', 'tourer')],
  ['touring enduro|adventure bike|reisenduro', value('bodyType', 'touringEnduro')],
  ['trike', value('bodyType', 'trike')],
  ['zijspan|zijspancombinatie', value('bodyType', 'zijspan')],
  ['stadsfiets|stadsfietsen|omafiets', value('bodyType', 'stadsfiets')],
  ['hybride fiets|hybridefiets|hybride fietsen', value('bodyType', 'hybrideFiets')],
  ['crosshybride|cross hybride|crossfiets', value('bodyType', 'crosshybride')],
  ['mountainbike|mountainbikes|mtb|atb', value('bodyType', 'mountainbike')],
  ['racefiets|racefietsen|wielrenfiets|koersfiets', value('bodyType', 'racefiets')],
  ['bakfiets|bakfietsen|transportfiets|cargobike', value('bodyType', 'bakfiets')],
  ['vouwfiets|vouwfietsen', value('bodyType', 'vouwfiets')],
  ['cruiserfiets|beachcruiser', value('bodyType', 'cruiserfiets')],
  ['jeugdfiets|tienerfiets', value('bodyType', 'jeugdfiets')],
  ['kinderfiets|kinderfietsen', value('bodyType', 'kinderfiets')],
  ['ligfiets', value('bodyType', 'ligfiets')],
  ['tandem', value('bodyType', 'tandem')],
  ['bmx', value('bodyType', 'bmxFreestyleFiets')],
  ['integraal|integraalcamper', value('bodyType', 'integraal')],
  ['halfintegraal|half integraal|halfintegraalcamper', value('bodyType', 'halfintegraal')],
  ['alkoof|alkoofcamper', value('bodyType', 'alkoof')],
  ['buscamper|busmodel|camperbus|campervan', value('bodyType', 'busmodel')],

  // Fuels and their everyday names.
  ['benzine|benziner|benzinemotor|petrol', value('fuel', 'benzine')],
  ['diesel|diesels', value('fuel', 'diesel')],
  // One meaning for "plug-in": the switch, since a plug-in hybrid charges from the grid (its listing has
  // electricity beside the other fuel). "hybride" alone stays the fuel, which a plug-in is too: the
  // draft drops that fuel when both are said ("hybride plug-in"), so as not to narrow the switch.
  ['hybride|hybrid|hybrids|hev|full hybrid|full hybride', value('fuel', 'hybride')],
  [`${labelOf(filterCopy.flags.pluginHybrid)}|plug in|plugin|plug in hybrid|plug in hybrides|phev|oplaadbare hybride`, flag('pluginHybrid')],
  ['elektrisch|elektrische|elektrish|ev|evs|stroom|electric|volledig elektrisch|bev|op stroom', value('fuel', 'elektriciteit')],
  ['lpg|gas|cng|aardgas', value('fuel', 'gas')],
  ['waterstof|fcev', value('fuel', 'waterstof')],

  // Transmission.
  ['automaat|automatisch|automatische|automatic|aut|automaatbak', value('transmission', 'automatisch')],
  ['handgeschakeld|handgeschakelde|handbak|schakel|schakelbak|handmatig', value('transmission', 'handgeschakeld')],
  ['semi automaat|semi automatisch|semiautomaat|robotbak', value('transmission', 'semiAutomatisch')],

  // Colours, as nouns and as adjectives.
  ['zwart|zwarte', value('colour', 'zwart')],
  ['grijs|grijze|zilver|zilveren|zilvergrijs|antraciet|grafiet', value('colour', 'grijs')],
  ['wit|witte|parelmoer wit', value('colour', 'wit')],
  ['blauw|blauwe|donkerblauw|donkerblauwe|lichtblauw|lichtblauwe', value('colour', 'blauw')],
  ['rood|rode|donkerrood|donkerrode', value('colour', 'rood')],
  ['bruin|bruine|beige', value('colour', 'bruin')],
  ['groen|groene|geel|gele|oranje|paars|paarse|goud|gouden', value('colour', 'overigeKleuren')],

  // Licence, drive, e-bike parts, camping layouts.
  ['rijbewijs a2|a2 rijbewijs|a2 motor|geschikt voor a2|a2', value('drivingLicence', 'a2')],
  ['rijbewijs a1|a1 rijbewijs|a1', value('drivingLicence', 'a1')],
  ['rijbewijs a|a rijbewijs|groot rijbewijs', value('drivingLicence', 'a')],
  ['4x4|4wd|awd|vierwielaandrijving|4 wiel aandrijving|quattro|xdrive|4motion|4matic', value('driveWheels', 'vierwiel')],
  ['voorwielaandrijving', value('driveWheels', 'voorwiel')],
  ['achterwielaandrijving', value('driveWheels', 'achterwiel')],
  // Where the motor sits (an e-bike filter, decision 033); the word also says it is an e-bike (IMPLIED_BY_FIELD).
  ['middenmotor|midden motor|middenmotoren', value('driveType', 'middenmotor')],
  ['voorwielmotor|voorwiel motor|motor voorin', value('driveType', 'voorwielmotor')],
  ['achterwielmotor|achterwiel motor|motor achterin', value('driveType', 'achterwielmotor')],
  ['naafmotor|naaf motor', value('driveType', 'voorwielmotor', 'achterwielmotor')],
  ['bosch|bosch motor', value('motorBrand', 'bosch')],
  ['shimano|shimano steps', value('motorBrand', 'shimano')],
  ['bafang', value('motorBrand', 'bafang')],
  ['brose', value('motorBrand', 'brose')],
  ['panasonic', value('motorBrand', 'panasonic')],
  ['aluminium|aluminium frame', value('frameMaterial', 'aluminium')],
  ['carbon|carbon frame', value('frameMaterial', 'carbon')],
  ['staal|stalen|stalen frame', value('frameMaterial', 'staal')],
  ['titanium', value('frameMaterial', 'titanium')],
  ['dames|damesfiets|damesfietsen|dames fiets', value('frameType', 'dames')],
  ['heren|herenfiets|herenfietsen|heren fiets', value('frameType', 'heren')],
  ['lage instap|lageinstap|lage instap fiets', value('frameType', 'lageInstap')],
  ['unisex', value('frameType', 'unisex')],
  ['hydraulische schijfremmen|hydraulische schijfrem|schijfremmen|schijfrem', value('brakeType', 'hydraulischeSchijfrem')],
  ['terugtraprem|terugtrap', value('brakeType', 'terugtraprem')],
  ['rollerbrake|rollerbrakes|rollerbrake remmen', value('brakeType', 'rollerbrake')],
  ['frans bed|franse bed|frans bed achterin', value('bedLayout', 'fransBed')],
  ['queensbed|queens bed|queen bed', value('bedLayout', 'queensbed')],
  ['eenpersoonsbedden|enkele bedden|twee enkele bedden|lengtebedden', value('bedLayout', 'eenpersoonsbedden')],
  ['stapelbed|stapelbedden', value('bedLayout', 'stapelbed')],
  ['hefbed', value('bedLayout', 'hefbed')],
  ['dwarsbed', value('bedLayout', 'dwarsbed')],
  ['frontkeuken', value('kitchenLayout', 'frontkeuken')],
  ['middenkeuken', value('kitchenLayout', 'middenkeuken')],
  ['achterkeuken', value('kitchenLayout', 'achterkeuken')],
  ['zijkeuken', value('kitchenLayout', 'zijkeuken')],
  ['hoekkeuken', value('kitchenLayout', 'hoekkeuken')],
  ['rondzit', value('seatingLayout', 'rondzit')],
  ['dinette', value('seatingLayout', 'dinette')],
  ['halve dinette|half dinette', value('seatingLayout', 'halfDinette')],
  ['frontzit', value('seatingLayout', 'frontzit')],
  ['achterzit', value('seatingLayout', 'achterzit')],
  ['l zit|lzit', value('seatingLayout', 'lzit')],
  ['energielabel a|label a', value('energyLabel', 'a')],
  ['energielabel b|label b', value('energyLabel', 'b')],

  // Certainties, warranty, condition, switches.
  ['nap|met nap|nap weblabel|nap logisch|km stand logisch', flag('napOnly')],
  ['online te financieren|te financieren|financieren|financiering|op afbetaling', flag('onlineToFinance')],
  // The price is without VAT, which a business deducts ("btw-auto" is this and a car). A margin car
  // ("marge") is no filter: it stays a keyword; "incl. btw" is every consumer price (a filler below).
  [`${labelOf(filterCopy.flags.vatDeductible)}|btw|btw aftrekbaar|btw verrekenen|ex btw|excl btw|exclusief btw|prijs ex btw`, flag('vatDeductible')],
  // The switch means a monthly lease price is listed, which is what "lease" and "private lease" ask for;
  // "lease" before a number is that price ("lease tot 300", below).
  [`${labelOf(filterCopy.flags.onlineToLease)}|online leasen|te leasen|leasen|lease|private lease|private leasen|leaseauto|lease auto|leasebaar`, flag('onlineToLease')],
  [`${labelOf(vehicleCopy.imported.ja)}|import|importauto|import auto|geimporteerde|buitenlandse import`, value('imported', 'ja')],
  [`${labelOf(vehicleCopy.imported.nee)}|geen import|nl geleverd|nederlands geleverd|nl auto geleverd`, value('imported', 'nee')],
  ...accessoryRows,
  ...countRows('doors', ['deurs'], [2, 3, 4, 5]),
  ...countRows('seats', ['zitter', 'zits', 'zitplaatsen'], [2, 3, 4, 5, 6, 7, 8, 9]),
  // "zevenpersoons" as "7 persoons": berths, which a car's draft reads as seats (draft.ts).
  ...countRows('berths', ['persoons'], [2, 3, 4, 5, 6, 7, 8, 9]),
  ['garantie|met garantie', value('warrantyTypes', ...ENUM_FILTERS.warrantyTypes)],
  ['bovag garantie|bovaggarantie', value('warrantyTypes', 'bovag6maanden', 'bovag12maanden', 'bovag24maanden')],
  ['6 maanden garantie|zes maanden garantie', value('warrantyTypes', 'bovag6maanden')],
  ['12 maanden garantie|twaalf maanden garantie|een jaar garantie|1 jaar garantie', value('warrantyTypes', 'bovag12maanden')],
  ['24 maanden garantie|twee jaar garantie|2 jaar garantie', value('warrantyTypes', 'bovag24maanden')],
  ['fabrieksgarantie', value('warrantyTypes', 'fabrieksgarantie')],
  ['merkgarantie', value('warrantyTypes', 'merkgarantie')],
  ['omruilgarantie', value('certainties', 'omruilgarantie')],
  ['afleverbeurt', value('certainties', 'afleverbeurt')],
  ['40 puntencheck|40 punten check', value('certainties', 'puntencheck40')],
  ['onderhoudshistorie|onderhoudsboekje|dealer onderhouden', value('certainties', 'onderhoudshistorie')],
  ['occasion|occasions|tweedehands|gebruikt|gebruikte', value('condition', 'occasion')],
  ['nieuw|nieuwe|fabrieksnieuw', value('condition', 'nieuw')],
  ['scherpe prijs|scherp geprijsd|koopje', value('priceRating', 'sharp')],

  // Order.
  ['goedkoopste|goedkoop|goedkope|laagste prijs', { kind: 'sort', sort: 'prijsOplopend' }],
  ['duurste', { kind: 'sort', sort: 'prijsAflopend' }],
  ['nieuwste aanbod|laatst toegevoegd|net binnen', { kind: 'sort', sort: 'laatstToegevoegd' }],
  ['jongste|nieuwste bouwjaar', { kind: 'sort', sort: 'bouwjaarAflopend' }],
  ['minste km|minste kilometers|laagste kilometerstand|weinig km|weinig kilometers|lage kilometerstand', { kind: 'sort', sort: 'kilometerstandOplopend' }],
  ['dichtstbij|dichtst bij', { kind: 'sort', sort: 'afstand' }],

  // Numbers: bounds, ranges, what they measure, units.
  ['onder|onder de|tot|tot de|tot en met|t m|tm|max|maximaal|maximum|hooguit|hoogstens|niet meer dan|minder dan|beneden|goedkoper dan|niet duurder dan|budget|budget van|tot max', { kind: 'cue', bound: 'max' }],
  ['vanaf|na|boven|meer dan|minimaal|min|minimum|minstens|tenminste|ten minste|groter dan|duurder dan|van', { kind: 'cue', bound: 'min' }],
  ['nieuwer dan|jonger dan|uit of na', { kind: 'cue', bound: 'min', yearsOnly: true }],
  ['ouder dan|voor|van voor', { kind: 'cue', bound: 'max', yearsOnly: true }],
  ['tussen|tussen de', { kind: 'between' }],
  ['en|tot aan', { kind: 'rangeJoin' }],
  ['bouwjaar|bj|jaar|jaargang|bouwjaren', { kind: 'dimension', dimension: 'buildYear' }],
  ['modeljaar', { kind: 'dimension', dimension: 'modelYear' }],
  ['prijs|vraagprijs|kosten', { kind: 'dimension', dimension: 'price' }],
  ['kilometerstand|km stand|kmstand|tellerstand|gelopen', { kind: 'dimension', dimension: 'mileage' }],
  // "lease" is also the switch above: before a number it names the monthly price (interpret.ts).
  ['leaseprijs|lease prijs|leasebedrag|lease bedrag|maandbedrag|lease|private lease', { kind: 'dimension', dimension: 'leasePrice' }],
  ['km|kilometer|kilometers', { kind: 'unit', dimension: 'mileage' }],
  ['euro|eur|euros', { kind: 'unit', dimension: 'price' }],
  ['€', { kind: 'unit', dimension: 'price', before: true }],
  ['per maand|p m|pm|per mnd|p mnd|pmnd|maand|mnd|euro per maand|euro p m|euro pm|eur per maand|eur p m|in de maand', { kind: 'unit', dimension: 'leasePrice' }],
  ['deurs|deuren|deur', { kind: 'unit', dimension: 'doors' }],
  ['zitplaatsen|zitplaats|zitter|zitters|zits', { kind: 'unit', dimension: 'seats' }],
  ['pk|paardenkracht', { kind: 'unit', dimension: 'powerPk' }],
  ['kw', { kind: 'unit', dimension: 'powerPk', factor: PK_PER_KW }],
  ['cc|cm3|kubieke centimeter', { kind: 'unit', dimension: 'engineCapacity' }],
  ['kg|kilo', { kind: 'unit', dimension: 'maximumMass' }],
  ['wh|wattuur', { kind: 'unit', dimension: 'batteryCapacity' }],
  ['cm frame|framehoogte', { kind: 'unit', dimension: 'frameHeight' }],
  ['slaapplaatsen|slaapplaats|persoons|personen|pers', { kind: 'unit', dimension: 'berths' }],
  ['meter|mtr|meter lang|m lang', { kind: 'unit', dimension: 'lengthCm', factor: 100 }],
  ['duizend|mille|dzd', { kind: 'multiplier', factor: 1000 }],
  ['k', { kind: 'multiplier', factor: 1000 }],

  // Places.
  ['bij|in|uit|rond|rondom|omgeving|in de buurt van|in de buurt|buurt|nabij|regio|dichtbij|dicht bij|vlakbij|in en rond|rond om|omstreken|postcode|in omgeving|in de omgeving van', { kind: 'placeCue' }],
  ['binnen|straal|in een straal van|straal van|binnen een straal van', { kind: 'radiusCue' }],

  // Words that carry no filter: dropped rather than searched for as keywords.
  ['incl btw|inclusief btw|inc btw|btw inbegrepen', { kind: 'filler' }],
  ['ik|zoek|zoeken|gezocht|een|de|het|met|of|te|koop|te koop|graag|mooie|mooi|nette|net|die|dat|op|aan|om|heb|wil|willen|kopen|zijn|is|als|maar|wel|liefst|bij voorkeur|voorkeur|kleur|merk|type|soort|s|a|ca|circa|rond de|ongeveer|euro s|prijsklasse|leuke|leuk|goede|goed|zo|mijn|voor mijn|aangeboden|aanbod|dealer|bovag', { kind: 'filler' }],
];
