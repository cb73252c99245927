/**
 * The plate registry (issue 15, item 4): the client-safe entry. The plate input drawn as a Dutch
 * plate, and the shape of a registry answer. The lookup itself is server-only:
 * `@/features/plate-registry/server`.
 */
export { PlateInput, type PlateInputProps } from './PlateInput';
export type { RegisteredVehicle, RegistryLookup } from './types';
