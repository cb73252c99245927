'use client';

import { useEffect, type RefObject } from 'react';
import type { LeadType, TradeInVehicle } from '../leads/lead-fields';
import { getSavedPhotos, pruneSavedPhotos, putSavedPhotos } from '../photos/photo-store';
import { inputsToRemember, referencedPhotoIds, savedFor, savedPhotoIds, type FormPhoto, type Values } from './lead-form-model';
import { loadSavedInputs, SAVED_INPUTS_TTL_MS, saveInputs, subscribeSavedInputs, type SavedInputs } from './saved-inputs';

interface FillOptions {
  /** Feature flag 062: without it nothing is read from or written to the saved inputs. */
  enabled: boolean;
  type: LeadType;
  vehicle: TradeInVehicle | null;
  withPhotos: boolean;
  /** Fields the visitor has typed in (or photos they picked): saved inputs leave them alone. */
  touched: RefObject<Set<string>>;
  /** Both stable (useCallback): a new one would restart the subscription. */
  fill(saved: Values): void;
  fillPhotos(photos: FormPhoto[]): void;
}

/** Saved inputs fill the fields the visitor has not typed in yet, also when another tab saves. */
export function useSavedLeadInputs({ enabled, type, vehicle, withPhotos, touched, fill, fillPhotos }: FillOptions): void {
  useEffect(() => {
    if (!enabled) return;
    // Photos come from IndexedDB by the ids the saved inputs keep; the latest request wins.
    let photoRequest = 0;
    const loadPhotos = async (inputs: SavedInputs) => {
      const ids = savedPhotoIds(inputs, vehicle);
      const request = ++photoRequest;
      if (touched.current.has('photos') || ids.length === 0) return;
      const saved = await getSavedPhotos(ids, Date.now());
      if (request !== photoRequest || touched.current.has('photos') || saved.length === 0) return;
      fillPhotos(saved.map((photo) => ({ ...photo, url: URL.createObjectURL(photo.blob) })));
    };
    const fillAll = (inputs: SavedInputs) => {
      fill(savedFor(inputs, type, vehicle));
      if (withPhotos) void loadPhotos(inputs);
    };
    fillAll(loadSavedInputs(window.localStorage, Date.now()));
    const unsubscribe = subscribeSavedInputs(window, fillAll);
    return () => {
      photoRequest++;
      unsubscribe();
    };
  }, [type, vehicle, enabled, withPhotos, touched, fill, fillPhotos]);
}

/** Saves what the visitor typed for the next form (product §3 saved inputs), after a successful send. */
export function rememberInputs(lead: Record<string, unknown>, type: LeadType, vehicle: TradeInVehicle | null, photos: readonly FormPhoto[]): void {
  const now = Date.now();
  const remembered = inputsToRemember(lead, type, vehicle);
  if (Object.keys(remembered.general).length > 0) saveInputs(window.localStorage, 'general', remembered.general, now);
  if (!remembered.vehicle) return;
  saveInputs(window.localStorage, remembered.vehicle.group, remembered.vehicle.values, now);
  if (photos.length > 0) void rememberPhotos(remembered.vehicle.group, photos, now);
}

/** The photos go to IndexedDB first, then their ids to the saved inputs: another tab that hears of the ids finds the photos. */
async function rememberPhotos(vehicle: TradeInVehicle, photos: readonly FormPhoto[], now: number): Promise<void> {
  if (!(await putSavedPhotos(photos, now + SAVED_INPUTS_TTL_MS))) return;
  const inputs = saveInputs(window.localStorage, vehicle, { photos: photos.map((photo) => photo.id) }, now);
  await pruneSavedPhotos(referencedPhotoIds(inputs), now);
}
