import { describe, expect, it } from 'vitest';
import {
  loadSavedInputs,
  parseSavedInputs,
  SAVED_INPUTS_KEY,
  SAVED_INPUTS_TTL_MS,
  saveInputs,
  savedValues,
  subscribeSavedInputs,
  vehicleGroupFor,
  type StorageLike,
} from './saved-inputs';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('saved form inputs (product §3, §9)', () => {
  it('keeps the general details for 7 days', () => {
    const storage = memoryStorage();
    saveInputs(storage, 'general', { name: 'Sanne de Vries', email: 'sanne@example.nl' }, 0);
    expect(SAVED_INPUTS_TTL_MS).toBe(7 * DAY);
    expect(savedValues(loadSavedInputs(storage, 7 * DAY - 1), 'general')).toEqual({ name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '' });
    expect(savedValues(loadSavedInputs(storage, 7 * DAY), 'general')).toBeNull();
  });

  it('refreshes the expiry on every save, per group', () => {
    const storage = memoryStorage();
    saveInputs(storage, 'general', { name: 'Sanne' }, 0);
    saveInputs(storage, 'car', { licensePlate: 'AB123C', mileage: '85000' }, 0);
    saveInputs(storage, 'general', { phone: '0612345678' }, 5 * DAY);
    const later = loadSavedInputs(storage, 8 * DAY);
    expect(savedValues(later, 'general')).toEqual({ name: 'Sanne', email: '', phone: '0612345678' });
    expect(savedValues(later, 'car')).toBeNull();
  });

  it('has exactly the spec’s fields per vehicle type', () => {
    const storage = memoryStorage();
    saveInputs(storage, 'caravan', { licensePlate: 'WX12BC', vehicleBrandModel: 'Hobby 460' }, 0);
    saveInputs(storage, 'camper', { licensePlate: '12ABC3', mileage: '40000' }, 0);
    const inputs = loadSavedInputs(storage, 1);
    expect(savedValues(inputs, 'caravan')).toEqual({ licensePlate: 'WX12BC', vehicleBrandModel: 'Hobby 460', description: '', photos: [] });
    expect(savedValues(inputs, 'camper')).toEqual({ licensePlate: '12ABC3', mileage: '40000', description: '', photos: [] });
  });

  it('maps vehicles to their group: cars and vans to car, camping kinds apart, bicycles to none', () => {
    expect(vehicleGroupFor('car', 'bedrijfswagen')).toBe('car');
    expect(vehicleGroupFor('motor')).toBe('motor');
    expect(vehicleGroupFor('caramper', 'camper')).toBe('camper');
    expect(vehicleGroupFor('caramper', 'vouwwagen')).toBe('foldingTrailer');
    expect(vehicleGroupFor('caramper', 'caravan')).toBe('caravan');
    expect(vehicleGroupFor('bicycle', 'ebike')).toBeNull();
  });

  it('ignores whatever else is stored under the key', () => {
    expect(parseSavedInputs('not json', 0)).toEqual({});
    expect(parseSavedInputs('[1,2]', 0)).toEqual({});
    const odd = JSON.stringify({ general: { values: { name: 5, email: 'a@b.nl', extra: 'x' }, expiresAt: 100 }, car: { values: {}, expiresAt: 'soon' } });
    expect(parseSavedInputs(odd, 0)).toEqual({ general: { values: { name: '', email: 'a@b.nl', phone: '' }, expiresAt: 100 } });
  });

  it('survives storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(loadSavedInputs(broken, 0)).toEqual({});
    expect(() => saveInputs(broken, 'general', { name: 'x' }, 0)).not.toThrow();
  });

  it('hears saves from other tabs through the storage event', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const unsubscribe = subscribeSavedInputs(target as unknown as Window, (inputs) => seen.push(savedValues(inputs, 'general')), () => 0);
    const other = memoryStorage();
    saveInputs(other, 'general', { name: 'Tab twee' }, 0);
    const fire = (key: string | null, newValue: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    fire('something-else', 'x');
    fire(SAVED_INPUTS_KEY, other.data.get(SAVED_INPUTS_KEY) ?? null);
    fire(null, null);
    unsubscribe();
    fire(SAVED_INPUTS_KEY, other.data.get(SAVED_INPUTS_KEY) ?? null);
    expect(seen).toEqual([{ name: 'Tab twee', email: '', phone: '' }, null]);
  });
});
