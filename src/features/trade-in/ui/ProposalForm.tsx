'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { ErrorBody } from '@/lib/api/errors';
import { valuationBody, type ValuationInput } from '../valuation-input';
import { fill, type TradeInCopy } from './copy';
import styles from './trade-in.module.css';

interface Dealer {
  name: string;
  city: string;
  distanceKm: number;
}

/** The button waits for the page's script: false in the server's HTML, true once hydrated. */
const noSubscription = () => () => {};

const FIELDS = ['name', 'email', 'phone', 'postcode'] as const;
type Field = (typeof FIELDS)[number];

/**
 * "Vraag een inruilvoorstel aan": name, e-mail, phone and postcode, sent with the valued vehicle
 * to the nearest dealers. Posted as JSON (personal data never lands in a URL), so the button
 * waits for the page's script.
 */
export function ProposalForm({ copy, input }: { copy: TradeInCopy; input: ValuationInput }) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [dealers, setDealers] = useState<Dealer[] | null>(null);
  const c = copy.proposal;


  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (field: string) => String(data.get(field) ?? '');
    setSending(true);
    setFailed(false);
    try {
      const response = await fetch('/api/client/valuation/proposal', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'tradeIn', valuation: valuationBody(input), name: text('name'), email: text('email'), phone: text('phone'), postcode: text('postcode'), website: text('website') }),
      });
      if (response.status === 201) {
        setDealers(((await response.json()) as { dealers: Dealer[] }).dealers);
        return;
      }
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      if (body?.errors) setErrors(body.errors);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  if (dealers) return <ProposalDone copy={copy} dealers={dealers} />;

  const labels: Record<Field, string> = { name: c.name, email: c.email, phone: c.phone, postcode: c.postcode };
  const hints: Partial<Record<Field, string>> = { phone: c.phoneHint, postcode: c.postcodeHint };
  const autoComplete: Record<Field, string> = { name: 'name', email: 'email', phone: 'tel', postcode: 'postal-code' };
  const formError = errors.form ?? (Object.keys(errors).length > 0 ? copy.errorSummary : undefined);
  return (
    <form className={styles.proposal} noValidate onSubmit={submit} aria-labelledby="ti-proposal">
      <h2 id="ti-proposal">{c.heading}</h2>
      <p className={styles.muted}>{c.intro}</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.proposalFields}>
        {FIELDS.map((field) => {
          const id = `ti-proposal-${field}`;
          const described = [hints[field] ? `${id}-hint` : '', errors[field] ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {labels[field]}
                {field === 'phone' && <span className={styles.optional}> {c.optional}</span>}
              </label>
              {hints[field] && (
                <p id={`${id}-hint`} className={styles.hint}>
                  {hints[field]}
                </p>
              )}
              <input
                id={id}
                name={field}
                className={styles.input}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={autoComplete[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described}
              />
              {errors[field] && (
                <p id={`${id}-error`} className={styles.error}>
                  {errors[field]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {/* Bots fill in every field; people never see this one. */}
      <input type="text" name="website" tabIndex={-1} autoComplete="off" className="visually-hidden" aria-hidden="true" defaultValue="" />
      {failed && (
        <p className={styles.formError} role="alert">
          {c.failed}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={!ready || sending}>
        {sending ? c.sending : c.submit}
      </button>
      <p className={styles.hint}>{c.privacy}</p>
    </form>
  );
}

/** Which dealers got the request; focused, so a screen reader hears it at once. */
function ProposalDone({ copy, dealers }: { copy: TradeInCopy; dealers: readonly Dealer[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.proposalDone} role="status">
      <h2>{copy.proposal.successHeading}</h2>
      <p>{copy.proposal.success}</p>
      <ul className={styles.dealerList}>
        {dealers.map((dealer) => (
          <li key={`${dealer.name}-${dealer.city}`}>
            <strong>{dealer.name}</strong>
            <span>
              {dealer.city} · {fill(copy.proposal.distance, { km: dealer.distanceKm })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
