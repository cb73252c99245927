import { describe, expect, it } from 'vitest';
import { demoStock } from '../../../tests/support/demo-stock';
import { parseSearchUrl, searchRequestToUrl } from '@/lib/search-request/url-codec';
import { interpretSentence } from './interpret';
import { buildVocabulary } from './vocabulary';

const vocabulary = buildVocabulary(demoStock());
const read = (text: string) => interpretSentence(text, vocabulary, { latestYear: 2027 });
const url = (text: string) => searchRequestToUrl(read(text).request);

describe('interpretSentence', () => {
  it('understands the issue’s example', () => {
    const result = read('automatische golf na 2018 onder 15000 bij utrecht');
    expect(searchRequestToUrl(result.request)).toBe('/auto/merk-volkswagen/model-golf/prijs-tot-en-met-15000/bouwjaar-vanaf-2018/transmissie-automatisch/postcode-3500/afstand-30-km');
    expect(result.mapped).toEqual(
      expect.arrayContaining([
        { text: 'automatische', field: 'transmission', value: 'automatisch' },
        { text: 'golf', field: 'model', value: 'golf', label: 'Golf' },
        { text: 'golf', field: 'brand', value: 'volkswagen', label: 'Volkswagen' },
        { text: 'na 2018', field: 'buildYear', value: { min: 2018 } },
        { text: 'onder 15000', field: 'price', value: { max: 15000 } },
        { text: 'utrecht', field: 'postalCode', value: '3500', label: 'Utrecht' },
      ]),
    );
    expect(result.unknown).toEqual([]);
    expect(result.ignored).toEqual(['bij']);
  });

  it('reads prices in every Dutch form', () => {
    for (const text of ['onder 15000', 'onder de 15.000', 'tot €15.000', 'max 15k', 'maximaal 15 duizend', '€ 15.000,-', 'hooguit 15.000 euro', 'minder dan 15 mille']) {
      expect(read(`golf ${text}`).request.price, text).toEqual({ max: 15000 });
    }
    expect(read('golf tussen 10 en 15 duizend').request.price).toEqual({ min: 10000, max: 15000 });
    expect(read('golf 10.000 - 15.000').request.price).toEqual({ min: 10000, max: 15000 });
    expect(read('e-bike vanaf 1500 euro').request.price).toEqual({ min: 1500 });
  });

  it('reads years, mileage, power and the bound their words give', () => {
    expect(read('golf na 2018').request.buildYear).toEqual({ min: 2018 });
    expect(read('golf vanaf 2019').request.buildYear).toEqual({ min: 2019 });
    expect(read('golf 2020').request.buildYear).toEqual({ min: 2020, max: 2020 });
    expect(read('golf ouder dan 2012').request.buildYear).toEqual({ max: 2012 });
    expect(read('golf tussen 2015 en 2018').request.buildYear).toEqual({ min: 2015, max: 2018 });
    expect(read('golf bouwjaar 2019').request.buildYear).toEqual({ min: 2019, max: 2019 });
    // A capped year-like number is a budget: a bicycle under 2000, not one built before 2000.
    expect(read('fiets onder 2000').request).toMatchObject({ price: { max: 2000 } });
    expect(read('golf minder dan 50.000 km').request.mileage).toEqual({ max: 50000 });
    expect(read('golf vanaf 150 pk').request.powerPk).toEqual({ min: 150 });
    expect(read('golf vanaf 110 kw').request.powerPk).toEqual({ min: 150 });
    expect(read('golf 7').request.text).toBe('7');
  });

  it('finds places with a sensible radius, or the one asked for', () => {
    expect(read('auto bij rotterdam').request).toMatchObject({ postalCode: '3000', radius: 'thirty' });
    expect(read('e-bike in de buurt van den bosch').request).toMatchObject({ postalCode: '5200', radius: 'twenty' });
    expect(read('golf binnen 25 km van amsterdam').request).toMatchObject({ postalCode: '1000', radius: 'thirty' });
    expect(read('golf 10 km rond utrecht').request).toMatchObject({ postalCode: '3500', radius: 'ten' });
    expect(read('golf bij 3511 ab').request).toMatchObject({ postalCode: '3511 AB' });
    expect(read('golf postcode 1011').request).toMatchObject({ postalCode: '1011' });
    // A place that is an everyday word needs a place word: "best" alone is no town.
    expect(read('beste golf').request.postalCode).toBeUndefined();
    expect(read('golf in best').request.postalCode).toBe('5680');
    // "uit 2018" is a year, not postcode 2018.
    expect(read('golf uit 2018').request).toMatchObject({ buildYear: { min: 2018, max: 2018 } });
  });

  it('understands makes and models one typing error away (words of four letters or more)', () => {
    expect(url('volkswagn golf')).toBe('/auto/merk-volkswagen/model-golf');
    expect(url('toyta aygo')).toBe('/auto/merk-toyota/model-aygo');
    expect(url('gazele')).toBe('/fietsen/merk-gazelle');
    expect(url('kawaski z650')).toBe('/motoren/merk-kawasaki/model-z650');
    expect(read('bwm').request.brand).toEqual([]);
    // A word the vocabulary knows is not "corrected" into another one ("twin" is Adria's, not Pössl's "2Win").
    expect(read('twin').request).toMatchObject({ brand: [], model: [], text: 'twin' });
  });

  it('lets a model imply its make and its vehicle type', () => {
    expect(url('golf')).toBe('/auto/merk-volkswagen/model-golf');
    expect(url('niro')).toBe('/auto/merk-kia/model-niro');
    expect(url('xc60')).toBe('/auto/merk-volvo/model-xc60');
    expect(url('mt07')).toBe('/motoren/merk-yamaha/model-mt-07');
    expect(url('california')).toBe('/kamperen/merk-volkswagen/model-california');
    // Short, numeric and everyday model names need their make.
    expect(url('peugeot 208')).toBe('/auto/merk-peugeot/model-208');
    expect(url('vw up')).toBe('/auto/merk-volkswagen/model-up');
    expect(read('camper').request.model).toEqual([]);
    expect(url('hymer b-klasse')).toBe('/kamperen/merk-hymer/model-b-klasse-masterline');
  });

  it('keeps what it does not understand as keywords, and drops only words that carry nothing', () => {
    const result = read('ik zoek een golf met spoiler en sportvelgen');
    expect(result.request.text).toBe('spoiler sportvelgen');
    expect(result.unknown).toEqual(['spoiler', 'sportvelgen']);
    expect(result.ignored).toEqual(expect.arrayContaining(['ik', 'zoek', 'een', 'met', 'en']));
  });

  it('knows the vehicle words of all four verticals', () => {
    expect(url('auto')).toBe('/auto');
    expect(url('speed pedelec')).toBe('/fietsen/voertuigsoort-speed-pedelec');
    expect(url('elektrische bakfiets')).toBe('/fietsen/bakfiets/voertuigsoort-elektrische-fiets');
    expect(url('motor a2')).toBe('/motoren/rijbewijs-a2');
    expect(url('caravan')).toBe('/kamperen/voertuigsoort-caravan');
    expect(url('camper')).toBe('/kamperen/voertuigsoort-camper');
    expect(url('vouwwagen')).toBe('/kamperen/voertuigsoort-vouwwagen');
    expect(url('honda')).toBe('/aanbod/merk-honda');
    expect(url('auto met nap en garantie')).toContain('/nap-weblabel');
  });

  it('reads fuels, transmissions and colours by their everyday names', () => {
    expect(url('ev')).toBe('/aanbod/brandstof-elektriciteit');
    expect(url('auto op stroom')).toBe('/auto/brandstof-elektriciteit');
    expect(url('hybride')).toBe('/aanbod/brandstof-hybride');
    expect(url('handgeschakelde zwarte golf')).toBe('/auto/merk-volkswagen/model-golf/transmissie-handgeschakeld/kleur-zwart');
    expect(url('witte grijze auto')).toBe('/auto/kleur-grijs/kleur-wit');
  });

  it('reads the motor position, the battery, berths and a length as filters (decision 033)', () => {
    expect(url('e-bike met middenmotor')).toBe('/fietsen/voertuigsoort-elektrische-fiets/motorpositie-midden');
    expect(url('middenmotor')).toBe('/fietsen/voertuigsoort-elektrische-fiets/motorpositie-midden');
    expect(url('fiets met naafmotor')).toBe('/fietsen/voertuigsoort-elektrische-fiets/motorpositie-voorwiel/motorpositie-achterwiel');
    expect(url('e-bike 500 wh')).toBe('/fietsen/voertuigsoort-elektrische-fiets/batterijcapaciteit-vanaf-500');
    expect(url('camper 4 slaapplaatsen')).toBe('/kamperen/voertuigsoort-camper/slaapplaatsen-vanaf-4');
    expect(url('caravan tot 7 meter')).toBe('/kamperen/voertuigsoort-caravan/lengte-cm-tot-en-met-700');
    expect(url('caravan tot 1350 kg')).toBe('/kamperen/voertuigsoort-caravan/maximale-massa-tot-en-met-1350');
  });

  it('reads doors and seats the Dutch way: a door count exactly, seats as room for at least that many', () => {
    for (const text of ['5 deurs', 'vijfdeurs', '5-deurs', '5deurs', 'vijf deurs']) {
      expect(read(text).request, text).toMatchObject({ mobilityType: 'car', doors: { min: 5, max: 5 } });
    }
    expect(url('golf 3 deurs')).toBe('/auto/merk-volkswagen/model-golf/deuren-vanaf-3/deuren-tot-en-met-3');
    for (const text of ['7 zitplaatsen', '7-zitter', 'zevenzitter', 'zeven zitter', '7 persoons auto', 'auto zevenpersoons']) {
      expect(read(text).request, text).toMatchObject({ mobilityType: 'car', seats: { min: 7 } });
    }
    expect(read('minimaal 5 zitplaatsen').request.seats).toEqual({ min: 5 });
    // A camper's persons are still its berths.
    expect(read('camper 4 persoons').request).toMatchObject({ berths: { min: 4 } });
    expect(read('camper 4 persoons').request.seats).toBeUndefined();
  });

  it('reads accessories by their chip label, the option names and everyday words', () => {
    expect(url('golf met trekhaak')).toBe('/auto/merk-volkswagen/model-golf/trekhaak');
    expect(read('met navigatie').request.accessories).toEqual(['navigatie']);
    expect(read('navi').request.accessories).toEqual(['navigatie']);
    expect(read('apple carplay').request.accessories).toEqual(['appleCarPlay']);
    expect(read('carplay').request.accessories).toEqual(['appleCarPlay']);
    expect(read('auto met panoramadak en stoelverwarming').request.accessories).toEqual(['stoelverwarming', 'panoramadak']);
    expect(read('afneembare trekhaak').request.accessories).toEqual(['trekhaak']);
    expect(read('head-up display').request.accessories).toEqual(['headUpDisplay']);
    expect(read('lederen bekleding').request.accessories).toEqual(['lederenBekleding']);
    expect(read('adaptieve cruise control').request.accessories).toEqual(['adaptiveCruiseControl']);
    expect(read('golf met trekhaak').unknown).toEqual([]);
  });

  it('reads the switches of issue 20: VAT deductible, plug-in hybrid, online to lease, and import', () => {
    for (const text of ['btw verrekenbaar', 'btw-auto', 'ex btw']) expect(read(text).request.vatDeductible, text).toBe(true);
    expect(read('btw-auto').request.mobilityType).toBe('car');
    expect(read('golf incl. btw').request).toMatchObject({ vatDeductible: false });
    expect(read('golf incl. btw').request.text).toBeUndefined();
    // There is no margin filter: "marge" stays a keyword.
    expect(read('marge auto').request).toMatchObject({ text: 'marge' });
    expect(read('marge auto').request.vatDeductible).toBe(false);
    // "plug-in" means the switch; "hybride" alone the fuel, dropped beside the switch.
    for (const text of ['plug-in hybride', 'phev', 'plugin', 'hybride plug-in']) {
      expect(read(text).request, text).toMatchObject({ pluginHybrid: true, fuel: [] });
    }
    expect(read('hybride').request).toMatchObject({ pluginHybrid: false, fuel: ['hybride'] });
    for (const text of ['lease', 'private lease', 'online te leasen']) expect(read(text).request.onlineToLease, text).toBe(true);
    for (const text of ['import', 'geïmporteerd', 'geimporteerde auto']) expect(read(text).request.imported, text).toEqual(['ja']);
    expect(read('niet geïmporteerd').request.imported).toEqual(['nee']);
  });

  it('reads a monthly lease price after its words or with "per maand"', () => {
    for (const text of ['leaseprijs onder 300', 'lease tot 300 per maand', 'lease tot €300', 'golf 300 per maand', 'max 300 euro p/m']) {
      const { request } = read(text);
      expect(request.leasePrice, text).toEqual({ max: 300 });
      expect(request.price, text).toBeUndefined();
      expect(request.onlineToLease, text).toBe(false);
    }
    expect(read('lease vanaf 200').request.leasePrice).toEqual({ min: 200 });
  });

  it('always answers a valid request whose URL reads back to it, whatever is typed', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 .,-€/€k'.split('');
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const samples = ['', ' ', '€', 'onder', 'tussen en', 'binnen km van', 'bij', '9999999999999999999', 'golf '.repeat(30), 'a'.repeat(300)];
    for (let index = 0; index < 400; index++) samples.push(Array.from({ length: 1 + Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
    for (const text of samples) {
      const { request } = read(text);
      const parsed = parseSearchUrl(searchRequestToUrl(request));
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(parsed.request, text).toEqual(request);
    }
  });
});
