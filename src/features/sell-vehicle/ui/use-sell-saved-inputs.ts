'use client';

import { useEffect, type RefObject } from 'react';
import {
  getSavedPhotos,
  loadSavedInputs,
  pruneSavedPhotos,
  putSavedPhotos,
  referencedPhotoIds,
  SAVED_INPUTS_TTL_MS,
  saveInputs,
  savedValues,
  subscribeSavedInputs,
  type FormPhoto,
  type SavedInputs,
} from '@/features/dealer-contact';
import type { SellVehicle } from '../sell-vehicles';

/**
 * The sell form's saved inputs (product §3, §9): the very store the detail page's trade-in form
 * keeps, per vehicle group (car and motor, caravan and folding trailer, camper), 7 days from the
 * last save, synced across tabs. What one form saves, the other offers. Photos live in IndexedDB
 * by the ids the group keeps (decision 012).
 */
export type SellValues = Record<string, string>;

/** The form's fields ↔ the saved group's: the form's description is the group's description. */
const VEHICLE_FIELDS = ['licensePlate', 'mileage', 'vehicleBrandModel', 'description'] as const;
const GENERAL_FIELDS = ['name', 'email', 'phone'] as const;

export function savedSellValues(inputs: SavedInputs, vehicle: SellVehicle): SellValues {
  const values: SellValues = {};
  const general = savedValues(inputs, 'general');
  if (general) for (const field of GENERAL_FIELDS) if (general[field]) values[field] = general[field];
  const group = savedValues(inputs, vehicle) as Record<string, unknown> | null;
  if (group)
    for (const field of VEHICLE_FIELDS) {
      const value = group[field];
      if (typeof value === 'string' && value) values[field] = value;
    }
  return values;
}

interface Options {
  enabled: boolean;
  vehicle: SellVehicle;
  touched: RefObject<Set<string>>;
  fill(values: SellValues): void;
  fillPhotos(photos: FormPhoto[]): void;
}

export function useSellSavedInputs({ enabled, vehicle, touched, fill, fillPhotos }: Options): void {
  useEffect(() => {
    if (!enabled) return;
    let request = 0;
    const apply = (inputs: SavedInputs) => {
      fill(savedSellValues(inputs, vehicle));
      const ids = savedValues(inputs, vehicle)?.photos ?? [];
      const mine = ++request;
      if (ids.length === 0 || touched.current.has('photos')) return;
      void getSavedPhotos(ids, Date.now()).then((saved) => {
        if (mine !== request || touched.current.has('photos') || saved.length === 0) return;
        fillPhotos(saved.map((photo) => ({ ...photo, url: URL.createObjectURL(photo.blob) })));
      });
    };
    apply(loadSavedInputs(window.localStorage, Date.now()));
    const unsubscribe = subscribeSavedInputs(window, apply);
    return () => {
      request++;
      unsubscribe();
    };
  }, [enabled, vehicle, touched, fill, fillPhotos]);
}

/** After a successful send: the visitor's details and the vehicle, the expiry refreshed to 7 days. */
export function rememberSellInputs(vehicle: SellVehicle, values: SellValues, photos: readonly FormPhoto[]): void {
  const now = Date.now();
  const general = Object.fromEntries(GENERAL_FIELDS.filter((field) => values[field]).map((field) => [field, values[field] ?? '']));
  saveInputs(window.localStorage, 'general', general, now);
  const group = Object.fromEntries(VEHICLE_FIELDS.filter((field) => values[field] !== undefined).map((field) => [field, values[field] ?? '']));
  saveInputs(window.localStorage, vehicle, group, now);
  void (async () => {
    if (photos.length > 0 && !(await putSavedPhotos(photos, now + SAVED_INPUTS_TTL_MS))) return;
    const inputs = saveInputs(window.localStorage, vehicle, { photos: photos.map((photo) => photo.id) }, now);
    await pruneSavedPhotos(referencedPhotoIds(inputs), now);
  })();
}
