'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFeatureFlag } from '@/lib/flags/provider';
import type { LeadFormCopy } from './copy';
import { leadFields, type TradeInVehicle } from './lead-fields';
import { Field } from './lead-field';
import { PhotoField, type FormPhoto } from './photo-field';
import { photoMessage, screenPhotos, type PhotoProblem } from './photo-rules';
import { shrinkPhoto } from './photo-shrink';
import { getSavedPhotos, pruneSavedPhotos, putSavedPhotos } from './photo-store';
import { loadSavedInputs, SAVED_INPUTS_TTL_MS, saveInputs, savedValues, subscribeSavedInputs, type SavedInputs, type VehicleInputGroup } from './saved-inputs';
import styles from './contact.module.css';

export interface LeadFormProps {
  copy: LeadFormCopy;
  listingId: number;
  /** The visitor's vehicle type for a trade-in, and the saved-input group of its fields. */
  tradeInVehicle: TradeInVehicle | null;
  /** Inline forms show their own heading; a dialog shows it in its header. */
  showHeading: boolean;
  onClose?: () => void;
}

type Values = Record<string, string>;
type Status = 'idle' | 'sending' | 'sent';

const GENERAL = ['name', 'email', 'phone'] as const;
/** Trade-in fields ↔ the saved vehicle group's fields (product §3 "description" is our remarks). */
const VEHICLE_FIELDS: [form: string, saved: 'licensePlate' | 'mileage' | 'vehicleBrandModel' | 'description'][] = [
  ['licensePlate', 'licensePlate'],
  ['mileage', 'mileage'],
  ['vehicleBrandModel', 'vehicleBrandModel'],
  ['remarks', 'description'],
];

// The validator carries zod; it loads on first focus or submit, not with the page.
const loadValidator = () => import('./lead-schema');

function savedFor(inputs: SavedInputs, type: LeadFormCopy['type'], vehicle: TradeInVehicle | null): Values {
  const values: Values = {};
  const general = savedValues(inputs, 'general');
  if (general) for (const field of GENERAL) values[field] = general[field];
  if (type === 'tradeIn' && vehicle) {
    const saved = savedValues(inputs, vehicle) as Record<string, string | string[]> | null;
    if (saved)
      for (const [form, key] of VEHICLE_FIELDS) {
        const value = saved[key];
        if (typeof value === 'string') values[form] = value;
      }
  }
  return values;
}

function savedPhotoIds(inputs: SavedInputs, vehicle: TradeInVehicle | null): string[] {
  const saved = vehicle ? savedValues(inputs, vehicle) : null;
  return saved ? saved.photos : [];
}

/** Every photo id a saved group still refers to: the photos IndexedDB must keep. */
function referencedPhotoIds(inputs: SavedInputs): Set<string> {
  const groups: VehicleInputGroup[] = ['car', 'motor', 'camper', 'caravan', 'foldingTrailer'];
  return new Set(groups.flatMap((group) => savedValues(inputs, group)?.photos ?? []));
}

/** Saves what the visitor typed for the next form (product §3 saved inputs), after a successful send. */
function rememberInputs(lead: Record<string, unknown>, type: LeadFormCopy['type'], vehicle: TradeInVehicle | null, photos: readonly FormPhoto[]): void {
  const text = (field: string) => (typeof lead[field] === 'string' ? (lead[field] as string) : '');
  const now = Date.now();
  const general = Object.fromEntries(GENERAL.filter((field) => text(field) !== '').map((field) => [field, text(field)]));
  if (Object.keys(general).length > 0) saveInputs(window.localStorage, 'general', general, now);
  if (type === 'tradeIn' && vehicle) {
    const saved = Object.fromEntries(VEHICLE_FIELDS.filter(([form]) => text(form) !== '').map(([form, key]) => [key, text(form)]));
    saveInputs(window.localStorage, vehicle, saved, now);
    if (photos.length > 0) void rememberPhotos(vehicle, photos, now);
  }
}

/** The photos go to IndexedDB first, then their ids to the saved inputs: another tab that hears of the ids finds the photos. */
async function rememberPhotos(vehicle: TradeInVehicle, photos: readonly FormPhoto[], now: number): Promise<void> {
  if (!(await putSavedPhotos(photos, now + SAVED_INPUTS_TTL_MS))) return;
  const inputs = saveInputs(window.localStorage, vehicle, { photos: photos.map((photo) => photo.id) }, now);
  await pruneSavedPhotos(referencedPhotoIds(inputs), now);
}

const newPhotoId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** The hidden field only bots fill in; sent along so the server can refuse them. */
function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem('website');
  return input instanceof HTMLInputElement ? input.value : '';
}

export function LeadForm({ copy, listingId, tradeInVehicle, showHeading, onClose }: LeadFormProps) {
  const prefix = useId();
  // Feature flag 062: without it nothing is read from or written to the saved inputs.
  const keepInputs = useFeatureFlag('062');
  const fields = leadFields(copy.type, tradeInVehicle ?? 'car');
  const [values, setValues] = useState<Values>(() => {
    const initial: Values = {};
    if (copy.type === 'contact') initial.feedbackType = 'email';
    return initial;
  });
  const [errors, setErrors] = useState<Values>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failed, setFailed] = useState(false);
  const [photos, setPhotos] = useState<FormPhoto[]>([]);
  const [processing, setProcessing] = useState(0);
  const [photoNotice, setPhotoNotice] = useState<string>();
  const touched = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const photosRef = useRef<FormPhoto[]>([]);
  const withPhotos = fields.some((field) => field.kind === 'photos');

  const replacePhotos = useCallback((update: (current: FormPhoto[]) => FormPhoto[]) => {
    const next = update(photosRef.current);
    for (const photo of photosRef.current) if (!next.includes(photo)) URL.revokeObjectURL(photo.url);
    photosRef.current = next;
    setPhotos(next);
  }, []);

  // Object URLs hold the photos in memory until revoked.
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  // Saved inputs fill the fields the visitor has not typed in yet, also when another tab saves.
  useEffect(() => {
    if (!keepInputs) return;
    const fill = (inputs: SavedInputs) => {
      const saved = savedFor(inputs, copy.type, tradeInVehicle);
      setValues((current) => {
        const next = { ...current };
        for (const [field, value] of Object.entries(saved)) if (!touched.current.has(field) && value) next[field] = value;
        return next;
      });
    };
    // Photos come from IndexedDB by the ids the saved inputs keep; the latest request wins.
    let photoRequest = 0;
    const fillPhotos = async (inputs: SavedInputs) => {
      const ids = savedPhotoIds(inputs, tradeInVehicle);
      const request = ++photoRequest;
      if (touched.current.has('photos') || ids.length === 0) return;
      const saved = await getSavedPhotos(ids, Date.now());
      if (request !== photoRequest || touched.current.has('photos') || saved.length === 0) return;
      replacePhotos(() => saved.map((photo) => ({ ...photo, url: URL.createObjectURL(photo.blob) })));
    };
    const fillAll = (inputs: SavedInputs) => {
      fill(inputs);
      if (withPhotos) void fillPhotos(inputs);
    };
    fillAll(loadSavedInputs(window.localStorage, Date.now()));
    const unsubscribe = subscribeSavedInputs(window, fillAll);
    return () => {
      photoRequest++;
      unsubscribe();
    };
  }, [copy.type, tradeInVehicle, keepInputs, withPhotos, replacePhotos]);

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const payload = (current: Values) => ({
    ...Object.fromEntries(fields.filter((field) => field.kind !== 'photos').map((field) => [field.name, current[field.name] ?? ''])),
    type: copy.type,
    listingId,
    ...(copy.type === 'tradeIn' ? { tradeInVehicle: tradeInVehicle ?? 'car' } : {}),
    website: honeypotValue(formRef.current),
  });

  const messages = (codes: Record<string, string>): Values =>
    Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, copy.errors[code] ?? copy.errors['form.invalid'] ?? code]));

  const focusFirstError = (found: Values) => {
    const first = fields.find((field) => found[field.name]);
    if (first) document.getElementById(`${prefix}-${first.name}`)?.focus();
  };

  // After a failed submit, a field's message goes as soon as its value is right. Checked on
  // change, not on blur: a message vanishing on blur shifts the form under the pointer mid-click.
  const recheck = async (field: string, current: Values) => {
    const { validateLead } = await loadValidator();
    const result = validateLead(payload(current));
    const code = result.ok ? undefined : result.errors[field];
    setErrors((shown) => {
      if (!shown[field] || code) return shown;
      const next = { ...shown };
      delete next[field];
      return next;
    });
  };

  const change = (field: string, value: string) => {
    touched.current.add(field);
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) void recheck(field, next);
  };

  // What was wrong with picked files: shown at the photos, not as a form error (nothing was sent).
  const showPhotoProblems = (problems: PhotoProblem[]) => {
    setPhotoNotice(problems.length > 0 ? photoMessage(problems, copy.errors) : undefined);
    setErrors((shown) => {
      if (!shown.photos) return shown;
      const next = { ...shown };
      delete next.photos;
      return next;
    });
  };

  // Checked with the server's rules, then shrunk one by one; what the browser cannot open is named.
  const addPhotos = async (files: File[]) => {
    touched.current.add('photos');
    const { accepted, problems } = screenPhotos(photosRef.current.length + processing, files);
    showPhotoProblems(problems);
    setProcessing((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const blob = await shrinkPhoto(file);
        const photo = { id: newPhotoId(), blob, name: file.name, url: URL.createObjectURL(blob) };
        replacePhotos((current) => [...current, photo]);
      } catch {
        problems.push({ code: 'photos.unreadable', name: file.name });
        showPhotoProblems(problems);
      } finally {
        setProcessing((count) => count - 1);
      }
    }
  };

  const removePhoto = (id: string) => {
    touched.current.add('photos');
    replacePhotos((current) => current.filter((photo) => photo.id !== id));
    showPhotoProblems([]);
    // The button is gone with its photo: focus goes to the add button rather than the page.
    requestAnimationFrame(() => document.getElementById(`${prefix}-photos`)?.focus());
  };

  const post = (body: Record<string, unknown>): Promise<Response> => {
    if (photos.length === 0) return fetch('/api/client/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const form = new FormData();
    form.append('lead', JSON.stringify(body));
    for (const photo of photos) form.append('photos', photo.blob, photo.name);
    return fetch('/api/client/leads', { method: 'POST', body: form });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending' || processing > 0) return;
    setFailed(false);
    const body = payload(values);
    const { validateLead } = await loadValidator();
    const result = validateLead(body);
    if (!result.ok) {
      const found = messages(result.errors);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setPhotoNotice(undefined);
    setStatus('sending');
    try {
      const response = await post(body);
      if (response.ok) {
        await response.json().catch(() => null);
        if (keepInputs) rememberInputs(result.lead, copy.type, tradeInVehicle, photos);
        setStatus('sent');
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { errors?: Values };
      setStatus('idle');
      if (answer.errors && Object.keys(answer.errors).length > 0) {
        setErrors(answer.errors);
        focusFirstError(answer.errors);
      } else setFailed(true);
    } catch {
      setStatus('idle');
      setFailed(true);
    }
  };

  if (status === 'sent') {
    return (
      <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        <h3>{copy.successTitle}</h3>
        <p>{copy.success}</p>
        {onClose ? (
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {copy.close}
          </button>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setValues((current) => Object.fromEntries(Object.entries(current).filter(([field]) => GENERAL.includes(field as (typeof GENERAL)[number]) || field === 'feedbackType')));
              replacePhotos(() => []);
              setPhotoNotice(undefined);
              setStatus('idle');
            }}
          >
            {copy.again}
          </button>
        )}
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form ref={formRef} method="post" className={styles.form} noValidate onSubmit={submit} onFocusCapture={() => void loadValidator()} aria-label={showHeading ? undefined : copy.title}>
      {showHeading && (
        <>
          <h2 className={styles.title}>{copy.title}</h2>
          <p className={styles.intro}>{copy.intro}</p>
        </>
      )}
      {errorCount > 0 && (
        <p className={styles.summary} role="alert">
          {errors.form ?? copy.errorSummary}
        </p>
      )}
      {fields.map((field) =>
        field.kind === 'photos' ? (
          <PhotoField
            key={field.name}
            id={`${prefix}-${field.name}`}
            copy={copy}
            photos={photos}
            processing={processing > 0}
            error={errors.photos ?? photoNotice}
            onAdd={(files) => void addPhotos(files)}
            onRemove={removePhoto}
          />
        ) : (
          <Field
            key={field.name}
            id={`${prefix}-${field.name}`}
            field={field}
            copy={copy}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ),
      )}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${prefix}-website`}>Website</label>
        <input id={`${prefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {failed && (
        <p className={styles.summary} role="alert">
          {copy.failed}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={status === 'sending' || processing > 0} aria-busy={status === 'sending' || undefined}>
        {status === 'sending' && <span className={styles.spinner} aria-hidden="true" />}
        {status === 'sending' ? copy.sending : copy.submit}
      </button>
      <p className={styles.note}>
        {copy.privacy} {keepInputs && copy.savedNote}
      </p>
    </form>
  );
}
