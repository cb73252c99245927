import 'server-only';
/**
 * The plate registry (issue 15, item 4), server-only entry: `lookupPlate` asks the RDW open-data
 * API when RDW_API_URL is set and the local vehicle_registrations table otherwise (decision 023), or
 * none with PLATE_REGISTRY=off (decision 058).
 */
export { lookupPlate, plateRegistryAvailable, plateRegistryFor, createPlateRegistry, type PlateRegistry, type PlateRegistryOptions } from './registry.server';
export type { RegisteredVehicle, RegistryLookup } from './types';
