import 'server-only';
import { database, type Db } from '@/db';
import { env, type Env } from '@/lib/config/env';
import type { PlateRegistrySource } from '@/lib/config/demo-defaults';
import { log } from '@/lib/log';
import { createTtlCache } from '@/lib/memo/ttl-cache';
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { registryBrandNames } from '@/features/inventory/server';
import { createDisplayNames, type DisplayNames, type KnownBrand } from './display-names';
import { readLocalRegistration } from './local-registry';
import { askRdw } from './rdw-client';
import { toRegisteredVehicle } from './to-registered-vehicle';
import type { RegistryLookup } from './types';

/**
 * The plate registry (decision 023): the RDW open-data API when RDW_API_URL is set, else the
 * local vehicle_registrations table, or none at all (PLATE_REGISTRY=off, production's default
 * without RDW_API_URL: decision 058). Never throws: a registry that cannot answer is
 * `unavailable`, with the reason for the log, and the page offers to try again.
 */
export interface PlateRegistryOptions {
  /** RDW's base URL (https://opendata.rdw.nl); absent: the local table. */
  rdwApiUrl?: string;
  rdwAppToken?: string;
  timeoutMs: number;
  /** The local table's database; only read without rdwApiUrl. Neither: no registry (`off`), every lookup is unavailable. */
  db?: () => Promise<Db>;
  knownBrands: readonly KnownBrand[];
  fetch?: typeof fetch;
  cache?: { ttlMs: number; maxEntries: number; now?: () => number };
}

export interface PlateRegistry {
  lookupPlate(plate: string): Promise<RegistryLookup>;
  readonly source: PlateRegistrySource;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_CACHE = { ttlMs: DAY_MS, maxEntries: 5000 };

/** Thrown inside the cache's loader only, so an unreachable registry is not remembered. */
class Unavailable extends Error {}

function answerFrom(plate: string, rows: { vehicle: Parameters<typeof toRegisteredVehicle>[0]; fuels: Parameters<typeof toRegisteredVehicle>[1] } | null, names: DisplayNames): RegistryLookup {
  if (!rows) return { status: 'unknown' };
  const vehicle = toRegisteredVehicle(rows.vehicle, rows.fuels.filter((fuel) => fuel.kenteken.toUpperCase() === plate), names);
  if (!vehicle) throw new Unavailable(`registry row of ${plate} lacks make or first registration`);
  return { status: 'found', vehicle };
}

export function createPlateRegistry(options: PlateRegistryOptions): PlateRegistry {
  const names = createDisplayNames(options.knownBrands);
  const cache = createTtlCache<RegistryLookup>(options.cache ?? DEFAULT_CACHE);

  async function fromRdw(plate: string, baseUrl: string): Promise<RegistryLookup> {
    const answer = await askRdw({ baseUrl, appToken: options.rdwAppToken, timeoutMs: options.timeoutMs, fetch: options.fetch }, plate);
    if (!answer.ok) throw new Unavailable(answer.reason);
    const vehicle = answer.vehicles.find((row) => row.kenteken.toUpperCase() === plate);
    return answerFrom(plate, vehicle ? { vehicle, fuels: answer.fuels } : null, names);
  }

  async function fromTable(plate: string): Promise<RegistryLookup> {
    if (!options.db) throw new Unavailable('no local registry database');
    return answerFrom(plate, await readLocalRegistration(await options.db(), plate), names);
  }

  const rdwApiUrl = options.rdwApiUrl;
  if (!rdwApiUrl && !options.db) {
    return {
      source: 'off',
      // Not a failure worth a warning per lookup: the pages that need plates say they are not available.
      lookupPlate: async (input) => (normalizePlate(input) ? { status: 'unavailable', reason: 'no plate registry configured' } : { status: 'invalid' }),
    };
  }
  return {
    source: rdwApiUrl ? 'rdw' : 'local',
    async lookupPlate(input) {
      const plate = normalizePlate(input);
      if (!plate) return { status: 'invalid' };
      try {
        // RDW answers are remembered (found and unknown alike); the local table is cheaper to ask than to cache.
        return rdwApiUrl ? await cache.get(plate, () => fromRdw(plate, rdwApiUrl)) : await fromTable(plate);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // No plate in the log: with the registry it points at a person.
        log.warn({ source: rdwApiUrl ? 'rdw' : 'local', reason }, 'plate registry unavailable');
        return { status: 'unavailable', reason };
      }
    },
  };
}

const globalForRegistry = globalThis as unknown as { __plateRegistry?: PlateRegistry };

/** The registry PLATE_REGISTRY names: RDW's API, the local table in `db`, or none. */
export function plateRegistryFor(e: Pick<Env, 'PLATE_REGISTRY' | 'RDW_API_URL' | 'RDW_APP_TOKEN' | 'RDW_TIMEOUT_MS'>, db: () => Promise<Db>): PlateRegistry {
  return createPlateRegistry({
    rdwApiUrl: e.PLATE_REGISTRY === 'rdw' ? e.RDW_API_URL : undefined,
    rdwAppToken: e.RDW_APP_TOKEN,
    timeoutMs: e.RDW_TIMEOUT_MS,
    db: e.PLATE_REGISTRY === 'local' ? db : undefined,
    knownBrands: registryBrandNames(),
  });
}

function defaultRegistry(): PlateRegistry {
  globalForRegistry.__plateRegistry ??= plateRegistryFor(env(), async () => (await database()).db);
  return globalForRegistry.__plateRegistry;
}

/**
 * What the registry knows of a plate typed in any form: `invalid` when it fits no Dutch side
 * code, `unknown` when the registry has no such plate, `unavailable` when it cannot be asked.
 */
export function lookupPlate(plate: string): Promise<RegistryLookup> {
  return defaultRegistry().lookupPlate(plate);
}

/** False when no registry is configured (PLATE_REGISTRY=off): the trade-in page and the sell page's estimate say so instead of asking. */
export function plateRegistryAvailable(): boolean {
  return env().PLATE_REGISTRY !== 'off';
}
