import { describe, expect, it } from 'vitest';
import { endsWithVehicleCode, isDetailPage, isSearchPage, isVehicleCode, listRootOf, mobilityOfPath, normalisePath } from './route-kind';

describe('isVehicleCode', () => {
  it.each(['ab12cd3', '12ab345', 'a1b2c3d', 'zz99zzz'])('accepts %s', (code) => {
    expect(isVehicleCode(code)).toBe(true);
  });
  it.each([
    ['too short', 'ab12cd'],
    ['too long', 'ab12cd34'],
    ['one digit', 'abcdef1'],
    ['one letter', '123456a'],
    ['only letters', 'abcdefg'],
    ['uppercase', 'AB12CD3'],
    ['other characters', 'ab_12cd'],
  ])('rejects %s', (_, code) => {
    expect(isVehicleCode(code)).toBe(false);
  });
});

describe('isSearchPage', () => {
  it.each([
    '/auto',
    '/auto/',
    '/fietsen',
    '/motoren',
    '/kamperen',
    '/auto/merk-volkswagen',
    '/auto/hatchback',
    '/auto/merk-volkswagen/online-te-financieren',
    '/fietsen/voertuigsoort-elektrische-fiets',
    '/kamperen/voertuigsoort-camper?pagina=2',
    // A seven-character last word without two digits is a brand, not a listing code.
    '/auto/merk-mercedes-benz',
    '/auto/merk-citroen',
    '/motoren/merk-harley-davidson',
    '/aanbod',
    '/aanbod/merk-bmw',
  ])('%s is a search page', (path) => {
    expect(isSearchPage(path)).toBe(true);
  });

  it.each([
    '/',
    '/fiets',
    '/motor',
    '/favorieten',
    '/auto-verkopen',
    '/autoverzekering',
    '/fietsenmaker',
    '/aanbodjes',
    '/inruilwaarde-auto-berekenen',
    '/auto/aanbod/volkswagen-golf-ab12cd3',
    '/fietsen/gazelle-ultimate-1a2b3cd',
    '/motoren/anything-12ab345/',
  ])('%s is not a search page', (path) => {
    expect(isSearchPage(path)).toBe(false);
  });
});

describe('endsWithVehicleCode', () => {
  it('looks only at the last segment', () => {
    expect(endsWithVehicleCode('/auto/aanbod-ab12cd3/foto')).toBe(false);
    expect(endsWithVehicleCode('/auto/aanbod/golf-ab12cd3')).toBe(true);
    expect(endsWithVehicleCode('/auto/ab12cd3')).toBe(false);
  });
});

describe('listRootOf', () => {
  it('matches whole segments', () => {
    expect(listRootOf('/fietsen/bakfiets')).toBe('/fietsen');
    expect(listRootOf('/fietsenwinkel')).toBeUndefined();
  });
});

describe('isDetailPage', () => {
  it.each(['/auto/aanbod/volkswagen-golf-ab12cd3', '/fiets/aanbod/gazelle-1a2b3cd', '/kampeervoertuig/aanbod/hobby-12ab345?foto=2'])(
    '%s is a detail page',
    (path) => expect(isDetailPage(path)).toBe(true),
  );
  it.each(['/auto', '/aanbod', '/auto/aanbod', '/blog/aanbod-van-de-week'])('%s is not a detail page', (path) => {
    expect(isDetailPage(path)).toBe(false);
  });
});

describe('normalisePath', () => {
  it('drops query, hash and trailing slashes but keeps the root', () => {
    expect(normalisePath('/auto/?a=1#x')).toBe('/auto');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('mobilityOfPath', () => {
  it.each([
    ['/', 'car'],
    ['/auto/hatchback', 'car'],
    ['/auto/aanbod/golf-ab12cd3', 'car'],
    ['/fiets', 'bicycle'],
    ['/fietsen/bakfiets', 'bicycle'],
    ['/fiets/aanbod/gazelle-1a2b3cd', 'bicycle'],
    ['/motor', 'motor'],
    ['/motoren/merk-bmw', 'motor'],
    ['/kamperen', 'caramper'],
    ['/kampeervoertuig/aanbod/hobby-12ab345', 'caramper'],
    ['/favorieten', null],
    ['/auto-verkopen', null],
  ] as const)('%s → %s', (path, expected) => {
    expect(mobilityOfPath(path)).toBe(expected);
  });
});
