import 'server-only';
/**
 * The plate registry (issue 15, item 4), server-only entry: `lookupPlate` asks the RDW open-data
 * API when RDW_API_URL is set and the local vehicle_registrations table otherwise (decision 023).
 */
export { lookupPlate, createPlateRegistry, type PlateRegistry, type PlateRegistryOptions } from './registry.server';
export type { RegisteredVehicle, RegistryLookup } from './types';
