import { describe, expect, it } from 'vitest';
import { ACCESSORIES, ACCESSORY_OPTION_NAMES, accessoriesOf, kwToPk, pkToKw, POWER_BANDS_PK } from './enums';

describe('power in pk and kW', () => {
  it('converts as the detail page and the old site do: 110 kW is 150 pk, 75 kW 102 pk', () => {
    expect(kwToPk(110)).toBe(150);
    expect(kwToPk(75)).toBe(102);
    expect(pkToKw(150)).toBe(110);
    expect(pkToKw(102)).toBe(75);
  });

  it('loses nothing from whole kW to whole pk and back, so the index may keep pk alone', () => {
    for (let kw = 0; kw <= 2000; kw++) expect(pkToKw(kwToPk(kw))).toBe(kw);
  });

  it('keeps the bands of product §9 in pk', () => {
    expect(POWER_BANDS_PK[0]).toBe(50);
    expect(POWER_BANDS_PK.at(-1)).toBe(350);
  });
});

describe('accessories from option names', () => {
  it('finds each accessory under the option names the import stores, in canonical order', () => {
    expect(accessoriesOf(['Trekhaak', 'Navigatiesysteem', 'Parkeersensoren voor', 'Regensensor'])).toEqual(['navigatie', 'parkeersensoren', 'trekhaak']);
    expect(accessoriesOf(['afneembare trekhaak ', 'Apple CarPlay'])).toEqual(['appleCarPlay', 'trekhaak']);
    expect(accessoriesOf([])).toEqual([]);
  });

  it('names option words for every accessory, each word for one accessory only', () => {
    const names = ACCESSORIES.flatMap((accessory) => ACCESSORY_OPTION_NAMES[accessory].map((name) => name.toLowerCase()));
    expect(ACCESSORIES.every((accessory) => ACCESSORY_OPTION_NAMES[accessory].length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
