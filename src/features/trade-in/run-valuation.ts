/**
 * One valuation: the plate asked of the registry (or the car typed in), then valued by the market
 * model. The registry and the model come in as functions, so the call, the page and the sell
 * feature share this and tests give it a fake registry. No React, no database of its own.
 */
import type { MarketModel } from '@/valuation';
import type { ValuationInput } from './valuation-input';
import { manualToValued, registryToValued, valueVehicle, type RegistryVehicle, type ValuationOutcome } from './valuation-result';

/** The registry's answer (the plate-registry feature's RegistryLookup, as far as a valuation reads it). */
export type RegistryAnswer =
  | { status: 'found'; vehicle: RegistryVehicle }
  | { status: 'unknown' }
  | { status: 'invalid' }
  | { status: 'unavailable'; reason?: unknown };

export interface ValuationSources {
  marketModel(): Promise<MarketModel>;
  lookupPlate(plate: string): Promise<RegistryAnswer>;
  now?: () => Date;
}

/** A valuation's outcome, or a plate the registry calls malformed (a field error, like the parser's). */
export type ValuationRun = ValuationOutcome | { status: 'invalidPlate' };

export async function runValuation(sources: ValuationSources, input: ValuationInput): Promise<ValuationRun> {
  const now = sources.now?.() ?? new Date();
  if (input.by === 'manual') {
    const model = await sources.marketModel();
    return valueVehicle(model, manualToValued(input.vehicle, model), input.mileage, input.moment, now);
  }
  const [answer, model] = await Promise.all([sources.lookupPlate(input.plate), sources.marketModel()]);
  switch (answer.status) {
    case 'invalid':
      return { status: 'invalidPlate' };
    case 'unknown':
      return { status: 'unknownPlate', plate: input.plate };
    case 'unavailable':
      return { status: 'unavailable' };
    case 'found': {
      const vehicle = registryToValued(answer.vehicle, model);
      // A registered vehicle the market does not trade (a tractor, a moped) cannot be valued either.
      if (!vehicle) return { status: 'unknownPlate', plate: input.plate };
      return valueVehicle(model, vehicle, input.mileage, input.moment, now);
    }
  }
}
