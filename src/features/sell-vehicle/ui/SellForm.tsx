'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { PhotoField, photoMessage, useLeadPhotos, type FormPhoto, type LeadFormCopy, type PhotoProblem } from '@/features/dealer-contact';
import { PlateInput } from '@/features/plate-registry';
import { useFeatureFlag } from '@/lib/flags/FlagsProvider';
import { MAX_SELL_PHOTOS, usesMileage, type SellVehicle } from '../sell-vehicles';
import { fill, type SellCopy } from './copy';
import { SellField, TextArea, TextInput } from './SellField';
import { SellResult } from './SellResult';
import { useHydrated } from './use-hydrated';
import { rememberSellInputs, useSellSavedInputs, type SellValues } from './use-sell-saved-inputs';
import { useSellSubmit } from './use-sell-submit';
import styles from './sell.module.css';

interface Props {
  copy: SellCopy;
  /** The photo picker's copy in the lead forms' shape (dealer-contact's PhotoField). */
  photoCopy: LeadFormCopy;
  vehicle: SellVehicle;
  /** False without a plate registry (decision 058): no estimate is promised or shown. */
  plateLookup: boolean;
}

const CONTACT = ['name', 'email', 'phone', 'postcode'] as const;
const AUTOCOMPLETE: Record<(typeof CONTACT)[number], string> = { name: 'name', email: 'email', phone: 'tel', postcode: 'postal-code' };
const TYPES: Record<(typeof CONTACT)[number], string> = { name: 'text', email: 'email', phone: 'tel', postcode: 'text' };

/** The sell form: the vehicle, up to 8 photos and the visitor's details, sent to the nearest dealers. */
export function SellForm({ copy, photoCopy, vehicle, plateLookup }: Props) {
  const keepInputs = useFeatureFlag('062');
  const ready = useHydrated();
  const [values, setValues] = useState<SellValues>({});
  const [plateKey, setPlateKey] = useState(0);
  const [photoNotice, setPhotoNotice] = useState<string | undefined>();
  const touched = useRef(new Set<string>());
  const byMileage = usesMileage(vehicle);

  const showProblems = useCallback((problems: PhotoProblem[]) => setPhotoNotice(problems.length > 0 ? photoMessage(problems, copy.errors) : undefined), [copy.errors]);
  const photos = useLeadPhotos(showProblems, MAX_SELL_PHOTOS);
  const { replacePhotos } = photos;
  const fillSaved = useCallback((saved: SellValues) => {
    setValues((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(saved)) if (!touched.current.has(field)) next[field] = value;
      return next;
    });
    if (saved.licensePlate && !touched.current.has('licensePlate')) setPlateKey((key) => key + 1);
  }, []);
  const fillPhotos = useCallback((saved: FormPhoto[]) => replacePhotos(() => saved), [replacePhotos]);
  useSellSavedInputs({ enabled: keepInputs, vehicle, touched, fill: fillSaved, fillPhotos });
  const sent = useRef<SellValues>({});
  const { sending, failed, errors, answer, send, again } = useSellSubmit(() => {
    if (keepInputs) rememberSellInputs(vehicle, sent.current, photos.photos);
  });

  const change = useCallback((field: string, value: string) => {
    touched.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (photos.processing > 0) return;
    const data = new FormData(event.currentTarget);
    sent.current = { ...values, licensePlate: String(data.get('licensePlate') ?? '') };
    void send({ purpose: 'sell', vehicle, ...sent.current, website: String(data.get('website') ?? '') }, photos.photos);
  };

  if (answer) return <SellResult copy={copy} vehicle={vehicle} answer={answer} plateLookup={plateLookup} onAgain={again} />;

  const summary = errors.form ?? (Object.keys(errors).length > 0 ? copy.errorSummary : undefined);
  const value = (name: string) => values[name] ?? '';
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending || undefined}>
      {summary && (
        <p className={styles.formError} role="alert">
          {summary}
        </p>
      )}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.vehicle}</legend>
        <PlateInput
          key={plateKey}
          name="licensePlate"
          id="sell-licensePlate"
          label={byMileage ? copy.fields.licensePlate : `${copy.fields.licensePlate} ${copy.optional}`}
          hint={byMileage ? copy.hints.licensePlate : fill(plateLookup ? copy.hints.licensePlateTrailer : copy.hints.licensePlateTrailerOff, { vehicle: copy.vehicleWord[vehicle] })}
          defaultValue={values.licensePlate}
          error={errors.licensePlate}
          onChange={(_normalized, display) => change('licensePlate', display)}
        />
        {byMileage ? (
          <SellField name="mileage" label={copy.fields.mileage} hint={copy.hints.mileage} error={errors.mileage}>
            <div className={styles.suffixed}>
              <TextInput name="mileage" value={value('mileage')} error={errors.mileage} hint onValue={change} inputMode="numeric" autoComplete="off" maxLength={12} />
              <span aria-hidden="true">km</span>
            </div>
          </SellField>
        ) : (
          <SellField name="vehicleBrandModel" label={copy.fields.vehicleBrandModel} hint={copy.hints.vehicleBrandModel} error={errors.vehicleBrandModel}>
            <TextInput name="vehicleBrandModel" value={value('vehicleBrandModel')} error={errors.vehicleBrandModel} hint onValue={change} autoComplete="off" maxLength={100} />
          </SellField>
        )}
        <SellField name="description" label={copy.fields.description} hint={copy.hints.description} optional={copy.optional} error={errors.description}>
          <TextArea name="description" value={value('description')} error={errors.description} hint onValue={change} rows={4} maxLength={2000} />
        </SellField>
        <PhotoField
          id="sell-photos"
          copy={photoCopy}
          photos={photos.photos}
          processing={photos.processing > 0}
          error={errors.photos ?? photoNotice}
          max={MAX_SELL_PHOTOS}
          onAdd={(files) => {
            touched.current.add('photos');
            void photos.addPhotos(files);
          }}
          onRemove={(id) => {
            touched.current.add('photos');
            photos.removePhoto(id);
          }}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.contact}</legend>
        <ContactFields copy={copy} values={values} errors={errors} onValue={change} />
      </fieldset>
      {/* Bots fill in every field; people never see this one. */}
      <input type="text" name="website" tabIndex={-1} autoComplete="off" className="visually-hidden" aria-hidden="true" defaultValue="" />
      {failed && (
        <p className={styles.formError} role="alert">
          {copy.failed}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={!ready || sending || photos.processing > 0}>
        {sending ? copy.sending : copy.submit}
      </button>
      <p className={styles.hint}>
        {keepInputs ? `${copy.savedNote} ` : ''}
        {copy.privacy}
      </p>
    </form>
  );
}

function ContactFields({ copy, values, errors, onValue }: { copy: SellCopy; values: SellValues; errors: Record<string, string>; onValue(name: string, value: string): void }) {
  return (
    <div className={styles.contactFields}>
      {CONTACT.map((name) => {
        const hint = name === 'phone' ? copy.hints.phone : name === 'postcode' ? copy.hints.postcode : undefined;
        return (
          <SellField key={name} name={name} label={copy.fields[name]} hint={hint} optional={name === 'phone' ? copy.optional : undefined} error={errors[name]}>
            <TextInput name={name} value={values[name] ?? ''} error={errors[name]} hint={Boolean(hint)} onValue={onValue} type={TYPES[name]} autoComplete={AUTOCOMPLETE[name]} />
          </SellField>
        );
      })}
    </div>
  );
}
