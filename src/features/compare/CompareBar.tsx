'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { compareUrl, MAX_COMPARE_MOBILE, type CompareEntry } from './selection';
import { LIMIT_EVENT, maxCompare, NO_SELECTION, removeFromSelection, selectionSnapshot, subscribeSelection, subscribeViewport, writeSelection } from './store';
import styles from './compare.module.css';

export interface CompareBarCopy {
  label: string;
  /** With `{{count}}` and `{{max}}` left in, filled here. */
  countOne: string;
  countOther: string;
  limit: string;
  full: string;
  addMore: string;
  review: string;
  compare: string;
  clear: string;
  dialogTitle: string;
  close: string;
  removeLabel: string;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The bar at the bottom of the screen with the chosen vehicles, and the dialog to review them.
 * Nothing renders until something is chosen; a spacer keeps the footer reachable above it.
 */
export function CompareBar({ copy }: { copy: CompareBarCopy }) {
  const selection = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => NO_SELECTION);
  const max = useSyncExternalStore(subscribeViewport, maxCompare, () => MAX_COMPARE_MOBILE);
  // The warning is about the last tap: it holds for the selection it was raised on, no other.
  const [limitOn, setLimitOn] = useState<CompareEntry[] | null>(null);
  const limitHit = limitOn === selection;
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onLimit = () => setLimitOn(selectionSnapshot());
    window.addEventListener(LIMIT_EVENT, onLimit);
    return () => window.removeEventListener(LIMIT_EVENT, onLimit);
  }, []);
  useEffect(() => {
    if (!selection.length) dialog.current?.close();
  }, [selection]);

  if (!selection.length) return null;
  const shown = selection.slice(0, max);
  const href = compareUrl(shown.map((entry) => entry.id));
  const full = selection.length >= max;
  const note = limitHit ? fill(copy.limit, { max }) : selection.length === 1 ? copy.addMore : full ? fill(copy.full, { max }) : null;

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label={copy.label} data-testid="compare-bar">
        <div className={`container ${styles.barInner}`}>
          <ul className={styles.slots}>
            {Array.from({ length: max }, (_, index) => {
              const entry = shown[index];
              return entry ? (
                <li key={entry.id} className={styles.slot}>
                  <Thumb entry={entry} />
                  <button type="button" className={styles.slotRemove} aria-label={fill(copy.removeLabel, { title: entry.title })} onClick={() => removeFromSelection(entry.id)}>
                    <CrossIcon />
                  </button>
                </li>
              ) : (
                <li key={`empty-${index}`} className={`${styles.slot} ${styles.slotEmpty}`} aria-hidden="true" />
              );
            })}
          </ul>
          <p className={styles.status} role="status" data-limit={limitHit || undefined}>
            <span className={styles.count}>{fill(selection.length === 1 ? copy.countOne : copy.countOther, { count: selection.length })}</span>
            {note && <span className={styles.statusText}>{note}</span>}
          </p>
          <div className={styles.barActions}>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
              {copy.review}
            </button>
            <a href={href} className={styles.primary}>
              {copy.compare}
              <span className="tabular">({shown.length})</span>
            </a>
          </div>
        </div>
      </section>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="compare-dialog-title"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.dialogBody}>
          <header className={styles.dialogHead}>
            <h2 id="compare-dialog-title" className={styles.dialogTitle}>
              {copy.dialogTitle}
            </h2>
            <button type="button" className={styles.close} aria-label={copy.close} onClick={() => dialog.current?.close()}>
              <CrossIcon />
            </button>
          </header>
          <p className={styles.dialogStatus}>{full ? fill(copy.full, { max }) : fill(selection.length === 1 ? copy.countOne : copy.countOther, { count: selection.length })}</p>
          <ul className={styles.reviewList}>
            {selection.map((entry, index) => (
              <li key={entry.id} className={styles.reviewItem} data-over-limit={index >= max || undefined}>
                <Thumb entry={entry} />
                <div className={styles.reviewText}>
                  <a href={entry.href} className={styles.reviewTitle}>
                    {entry.title}
                  </a>
                  <span className="tabular">{entry.price}</span>
                </div>
                <button type="button" className={styles.reviewRemove} aria-label={fill(copy.removeLabel, { title: entry.title })} onClick={() => removeFromSelection(entry.id)}>
                  <CrossIcon />
                </button>
              </li>
            ))}
          </ul>
          <footer className={styles.dialogFoot}>
            <button type="button" className={styles.secondary} onClick={() => writeSelection([])}>
              {copy.clear}
            </button>
            <a href={href} className={styles.primary}>
              {copy.compare}
            </a>
          </footer>
        </div>
      </dialog>
    </>
  );
}

function Thumb({ entry }: { entry: CompareEntry }) {
  return entry.image ? (
    // eslint-disable-next-line @next/next/no-img-element -- a stored next/image URL
    <img src={entry.image} alt="" width={80} height={60} className={styles.thumb} loading="lazy" decoding="async" />
  ) : (
    <span className={styles.thumb} />
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
