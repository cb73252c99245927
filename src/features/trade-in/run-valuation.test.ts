import { describe, expect, it } from 'vitest';
import { MarketModel } from '@/valuation';
import { syntheticMarket } from '@/valuation/testing/synthetic-market';
import { runValuation, type RegistryAnswer, type ValuationSources } from './run-valuation';
import type { RegistryVehicle } from './valuation-result';

const now = new Date(Date.UTC(2026, 10, 1));
const model = MarketModel.build(syntheticMarket({ perModel: 60, now }), { now });

const golf: RegistryVehicle = {
  plate: 'GHJK12',
  mobilityType: 'car',
  kind: 'personenwagen',
  brand: 'Volkswagen',
  registeredModel: 'Golf Variant',
  firstRegistration: { year: 2019, month: 4 },
  fuels: ['benzine'],
  powerKw: 110,
  bodyType: 'hatchback',
};

function sources(answer: RegistryAnswer, market: MarketModel = model): ValuationSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    marketModel: () => Promise.resolve(market),
    lookupPlate: (plate) => {
      asked.push(plate);
      return Promise.resolve(answer);
    },
    now: () => now,
  };
}

describe('a valuation', () => {
  it('values a plate the registry knows, in the catalogue names, with the replacements within reach', async () => {
    const from = sources({ status: 'found', vehicle: golf });
    const run = await runValuation(from, { by: 'plate', plate: 'GHJK12', mileage: 60_000, moment: 'nu' });
    expect(from.asked).toEqual(['GHJK12']);
    if (run.status !== 'valued') throw new Error(`expected a value, got ${run.status}`);
    expect(run.vehicle).toMatchObject({ brand: 'Volkswagen', model: 'Golf', year: 2019, bodyType: 'hatchback', fuel: 'benzine' });
    expect(run.range.low).toBeLessThan(run.range.high);
    expect(run.range.high).toBeLessThan(run.range.marketValue);
    expect(run.range.comparables).toBeGreaterThanOrEqual(10);
    expect(run.replacementUrl).toBe(`/auto/hatchback/prijs-tot-en-met-${run.replacementBudget}`);
  });

  it('passes on what the registry says: unknown, malformed, unreachable', async () => {
    const input = { by: 'plate', plate: 'GHJK12', mileage: 1, moment: 'nu' } as const;
    expect(await runValuation(sources({ status: 'unknown' }), input)).toEqual({ status: 'unknownPlate', plate: 'GHJK12' });
    expect(await runValuation(sources({ status: 'invalid' }), input)).toEqual({ status: 'invalidPlate' });
    expect(await runValuation(sources({ status: 'unavailable', reason: 'timeout' }), input)).toEqual({ status: 'unavailable' });
    // Registered, but nothing the market trades (an agricultural vehicle).
    expect(await runValuation(sources({ status: 'found', vehicle: { ...golf, mobilityType: null } }), input)).toEqual({ status: 'unknownPlate', plate: 'GHJK12' });
  });

  it('values a car typed in by make and model without asking the registry', async () => {
    const from = sources({ status: 'unavailable' });
    const run = await runValuation(from, { by: 'manual', vehicle: { brand: 'kia', model: 'PICANTO', year: 2020, fuel: 'benzine' }, mileage: 40_000, moment: 'later' });
    expect(from.asked).toEqual([]);
    expect(run).toMatchObject({ status: 'valued', vehicle: { brand: 'Kia', model: 'Picanto', plate: null }, moment: 'later' });
  });

  it('gives no range, and says why, when too few comparables or too wide a spread back it', async () => {
    const unknownMake = await runValuation(sources({ status: 'found', vehicle: { ...golf, brand: 'Lada', registeredModel: 'Niva', bodyType: 'pick-up truck' } }), { by: 'plate', plate: 'GHJK12', mileage: 1, moment: 'nu' });
    expect(unknownMake).toMatchObject({ status: 'noEstimate' });
    expect(['noComparables', 'lowConfidence']).toContain(unknownMake.status === 'noEstimate' ? unknownMake.reason : '');
    const empty = MarketModel.build([], { now });
    expect(await runValuation(sources({ status: 'found', vehicle: golf }, empty), { by: 'plate', plate: 'GHJK12', mileage: 1, moment: 'nu' })).toMatchObject({ status: 'noEstimate', reason: 'noComparables' });
  });
});
