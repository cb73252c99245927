'use client';

import type { ChangeEvent } from 'react';
import type { LeadFormCopy } from './copy';
import type { FormPhoto } from './lead-form-model';
import { displayName, MAX_PHOTOS, PHOTO_TYPES } from '../photos/photo-rules';
import styles from './contact.module.css';

interface PhotoFieldProps {
  id: string;
  copy: LeadFormCopy;
  photos: readonly FormPhoto[];
  processing: boolean;
  error: string | undefined;
  onAdd(files: File[]): void;
  onRemove(id: string): void;
  /** How many photos the form takes (a lead MAX_PHOTOS; the sell form more). */
  max?: number;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** The trade-in's photos: thumbnails with a remove button each, and a button to add more. */
export function PhotoField({ id, copy, photos, processing, error, onAdd, onRemove, max = MAX_PHOTOS }: PhotoFieldProps) {
  const hint = copy.hints.photos;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-status`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const full = photos.length >= max;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <fieldset className={styles.field} aria-describedby={describedBy}>
      <legend className={styles.label}>
        {copy.fields.photos}
        <span className={styles.optional}> {copy.optional}</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {photos.length > 0 && (
        <ul className={styles.photoList}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.photoItem}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the visitor's own photo: nothing for next/image to optimise */}
              <img src={photo.url} alt={fill(copy.photos.alt, { number: index + 1 })} className={styles.photoThumb} />
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={fill(copy.photos.remove, { number: index + 1, name: displayName(photo.name) })}
                onClick={() => onRemove(photo.id)}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <div>
          <input
            id={id}
            name="photos"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            className={`visually-hidden ${styles.fileInput}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={picked}
          />
          <label htmlFor={id} className={`${styles.secondaryButton} ${styles.photoAdd}`}>
            {photos.length > 0 ? copy.photos.addMore : copy.photos.add}
          </label>
        </div>
      )}
      <p id={`${id}-status`} className={styles.hint} role="status">
        {processing ? copy.photos.processing : photos.length > 0 ? fill(copy.photos.count, { count: photos.length }) : ''}
      </p>
      {/* An alert: a problem with picked files follows the visitor's action at once, without a submit. */}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
