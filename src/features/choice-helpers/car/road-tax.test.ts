import { describe, expect, it } from 'vitest';
import { roadTaxPerQuarter, tariffAmount, taxMass } from './road-tax';
import { ROAD_TAX_2026 } from './tables';

describe('motorrijtuigenbelasting 2026', () => {
  it('rounds the mass to 100 kg with 50 rounding down', () => {
    expect(taxMass(1_250)).toBe(1_200);
    expect(taxMass(1_251)).toBe(1_300);
    expect(taxMass(2_050)).toBe(2_000);
    expect(taxMass(849)).toBe(800);
  });

  it('reads the weight classes and the steps above them', () => {
    expect(tariffAmount(ROAD_TAX_2026.base, 700)).toBe(37.0);
    expect(tariffAmount(ROAD_TAX_2026.base, 900)).toBe(64.24);
    expect(tariffAmount(ROAD_TAX_2026.base, 1_200)).toBeCloseTo(116.05, 2);
    expect(tariffAmount(ROAD_TAX_2026.opcentenBase1995, 1_000)).toBe(45.81);
    expect(tariffAmount(ROAD_TAX_2026.opcentenBase1995, 1_200)).toBeCloseTo(69.17, 2);
  });

  it('a petrol car of 1,200 kg in Zuid-Holland: € 116,05 base + 104,4 % of € 69,17', () => {
    const tax = roadTaxPerQuarter({ massKg: 1_200, fuel: 'benzine', province: 'zuid-holland' });
    expect(tax).toMatchObject({ taxMassKg: 1_200, base: 116.05, fuelSurcharge: 0, opcenten: 72.21, reduction: 0 });
    expect(tax.perQuarter).toBeCloseTo(188.26, 2);
  });

  it('a diesel of 2,900 kg in Noord-Holland matches a real 2026 assessment (doubled from a camper\'s half tariff)', () => {
    // The assessment: base € 204,82, surcharge € 242,20, opcenten € 109,90 at half tariff.
    const tax = roadTaxPerQuarter({ massKg: 2_890, fuel: 'diesel', province: 'noord-holland' });
    expect(tax.base).toBeCloseTo(409.64, 2);
    expect(tax.fuelSurcharge).toBeCloseTo(484.4, 2);
    expect(tax.opcenten).toBeCloseTo(219.8, 1);
    expect(tax.perQuarter).toBeCloseTo(1_113.84, 1);
  });

  it('an electric car of 2,050 kg pays 70 % in 2026: about € 280 a quarter between the cheapest and dearest province', () => {
    const utrecht = roadTaxPerQuarter({ massKg: 2_050, fuel: 'elektriciteit', province: 'utrecht' });
    // 254,21 + 86,4 % × 162,61 = 394,71; 70 % of it.
    expect(utrecht.taxMassKg).toBe(2_000);
    expect(utrecht.perQuarter).toBeCloseTo(276.3, 1);
    expect(utrecht.reduction).toBeCloseTo(-118.41, 1);
    const cheapest = roadTaxPerQuarter({ massKg: 2_050, fuel: 'elektriciteit', province: 'noord-holland' }).perQuarter;
    const dearest = roadTaxPerQuarter({ massKg: 2_050, fuel: 'elektriciteit', province: 'zuid-holland' }).perQuarter;
    expect((cheapest + dearest) / 2).toBeGreaterThan(270);
    expect((cheapest + dearest) / 2).toBeLessThan(290);
  });

  it('a hybrid pays what a petrol car of its weight pays', () => {
    const hybrid = roadTaxPerQuarter({ massKg: 1_500, fuel: 'hybride', province: 'gelderland' });
    const petrol = roadTaxPerQuarter({ massKg: 1_500, fuel: 'benzine', province: 'gelderland' });
    expect(hybrid).toEqual(petrol);
  });
});
