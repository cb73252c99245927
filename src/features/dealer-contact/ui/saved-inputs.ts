/**
 * Saved form inputs (product §3, §9): what the visitor typed once is offered again in the next form.
 * Kept in localStorage for 7 days, the expiry refreshed on every save, per group: the visitor's
 * general details and, per vehicle type, the vehicle they want to trade in. Other tabs pick up a
 * save through the storage event. Stored data is checked field by field: another version of the
 * site (or the visitor) may have written something else under the key.
 */
export const SAVED_INPUTS_KEY = 'opgeslagen-invoer-v1';
export const SAVED_INPUTS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface GeneralInputs {
  email: string;
  name: string;
  phone: string;
}
export interface MileageVehicleInputs {
  licensePlate: string;
  mileage: string;
  description: string;
  photos: string[];
}
export interface TrailerInputs {
  licensePlate: string;
  vehicleBrandModel: string;
  description: string;
  photos: string[];
}

export interface SavedInputGroups {
  general: GeneralInputs;
  car: MileageVehicleInputs;
  motor: MileageVehicleInputs;
  camper: MileageVehicleInputs;
  caravan: TrailerInputs;
  foldingTrailer: TrailerInputs;
}
export type SavedInputGroup = keyof SavedInputGroups;
export type VehicleInputGroup = Exclude<SavedInputGroup, 'general'>;

const FIELDS: { [G in SavedInputGroup]: readonly (keyof SavedInputGroups[G])[] } = {
  general: ['email', 'name', 'phone'],
  car: ['licensePlate', 'mileage', 'description', 'photos'],
  motor: ['licensePlate', 'mileage', 'description', 'photos'],
  camper: ['licensePlate', 'mileage', 'description', 'photos'],
  caravan: ['licensePlate', 'vehicleBrandModel', 'description', 'photos'],
  foldingTrailer: ['licensePlate', 'vehicleBrandModel', 'description', 'photos'],
};

interface Entry<T> {
  values: T;
  expiresAt: number;
}
export type SavedInputs = { [G in SavedInputGroup]?: Entry<SavedInputGroups[G]> };

/** Passenger cars and commercial vehicles map to car (product §3); bicycles have no vehicle group. */
export function vehicleGroupFor(mobilityType: string, kind?: string): VehicleInputGroup | null {
  if (mobilityType === 'car') return 'car';
  if (mobilityType === 'motor') return 'motor';
  if (mobilityType !== 'caramper') return null;
  if (kind === 'camper') return 'camper';
  if (kind === 'vouwwagen') return 'foldingTrailer';
  return 'caravan';
}

function emptyValues<G extends SavedInputGroup>(group: G): SavedInputGroups[G] {
  const values: Record<string, string | string[]> = {};
  for (const field of FIELDS[group]) values[field as string] = field === 'photos' ? [] : '';
  return values as unknown as SavedInputGroups[G];
}

function cleanValues<G extends SavedInputGroup>(group: G, raw: unknown): SavedInputGroups[G] {
  const values = emptyValues(group) as unknown as Record<string, string | string[]>;
  if (typeof raw !== 'object' || raw === null) return values as unknown as SavedInputGroups[G];
  const source = raw as Record<string, unknown>;
  for (const field of FIELDS[group]) {
    const key = field as string;
    const value = source[key];
    if (key === 'photos') values[key] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, 20) : [];
    else if (typeof value === 'string') values[key] = value.slice(0, 2000);
  }
  return values as unknown as SavedInputGroups[G];
}

/** The saved groups that have not expired at `now`. */
export function parseSavedInputs(raw: string | null, now: number): SavedInputs {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const result: Record<string, Entry<unknown>> = {};
  for (const group of Object.keys(FIELDS) as SavedInputGroup[]) {
    const entry = (data as Record<string, unknown>)[group];
    if (typeof entry !== 'object' || entry === null) continue;
    const { values, expiresAt } = entry as { values?: unknown; expiresAt?: unknown };
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= now) continue;
    result[group] = { values: cleanValues(group, values), expiresAt };
  }
  return result as SavedInputs;
}

export function savedValues<G extends SavedInputGroup>(inputs: SavedInputs, group: G): SavedInputGroups[G] | null {
  const entry = inputs[group] as Entry<SavedInputGroups[G]> | undefined;
  return entry ? entry.values : null;
}

/** The inputs after saving `values` for `group` at `now`: merged, expiry refreshed to now + 7 days. */
export function withSaved<G extends SavedInputGroup>(inputs: SavedInputs, group: G, values: Partial<SavedInputGroups[G]>, now: number): SavedInputs {
  const current = savedValues(inputs, group) ?? emptyValues(group);
  const merged = cleanValues(group, { ...current, ...values });
  return { ...inputs, [group]: { values: merged, expiresAt: now + SAVED_INPUTS_TTL_MS } };
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadSavedInputs(storage: StorageLike, now: number): SavedInputs {
  try {
    return parseSavedInputs(storage.getItem(SAVED_INPUTS_KEY), now);
  } catch {
    // Storage can be blocked (privacy settings); forms then simply start empty.
    return {};
  }
}

export function saveInputs<G extends SavedInputGroup>(storage: StorageLike, group: G, values: Partial<SavedInputGroups[G]>, now: number): SavedInputs {
  const next = withSaved(loadSavedInputs(storage, now), group, values, now);
  try {
    storage.setItem(SAVED_INPUTS_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the lead itself is sent anyway.
  }
  return next;
}

export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
}

/** Calls back with the fresh inputs when another tab saves (or clears) them. */
export function subscribeSavedInputs(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onChange: (inputs: SavedInputs) => void,
  now: () => number = Date.now,
): () => void {
  const listener = (event: Event) => {
    const { key, newValue } = event as unknown as StorageEventLike;
    // key null: the other tab cleared all storage.
    if (key !== SAVED_INPUTS_KEY && key !== null) return;
    onChange(parseSavedInputs(newValue, now()));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
