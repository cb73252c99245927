'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { CallButtonsCopy } from './copy';
import { dial, loadCallTrackingScript } from '../call-tracking/dial';
import { startPhoneReveal, type PhoneRevealState } from '../call-tracking/phone-reveal';
import { telHref } from '@/lib/format/phone';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import { trackWebEvent as sendWebEvent } from '@/features/analytics';
import styles from './contact.module.css';

export interface CallButtonsIslandProps {
  vehicleId: number;
  phone: string;
  trackingCode: string | null;
  /** The call-tracking script to load on reveal; null when tracking is off or the dealer has no code. */
  trackingScript: string | null;
  copy: CallButtonsCopy;
  /**
   * 'bar': the phone bar's compact button (ContactBarIsland): "Bel" that reveals the number inside
   * the button itself and dials it, with the same tracking, events and timings as the full one.
   */
  variant?: 'full' | 'bar';
}

/** Product §4 phone button: hidden number → revealed number and dialer, tracked number when it arrives. */
export function CallButtonsIsland({ vehicleId, phone, trackingCode, trackingScript, copy, variant = 'full' }: CallButtonsIslandProps) {
  const [state, setState] = useState<PhoneRevealState>({ status: 'hidden' });
  const [dialed, setDialed] = useState<string | null>(null);
  const numberRef = useRef<HTMLSpanElement>(null);
  const dialRef = useRef<HTMLAnchorElement>(null);
  const revealed = state.status !== 'hidden';

  useEffect(() => {
    if (!revealed) return;
    dialRef.current?.focus();
    if (trackingScript) loadCallTrackingScript(trackingScript);
    void sendWebEvent('vehicle-details-phone-number-displayed', { vehicleId });
    return startPhoneReveal({
      original: phone,
      tracking: trackingScript !== null,
      readDisplayed: () => numberRef.current?.textContent ?? '',
      toHref: telHref,
      onState: (next) => {
        if (next.status !== 'loading') setState(next);
      },
      dial: (href) => {
        setDialed(href);
        void sendWebEvent('vehicle-details-phone-dialer-displayed', { vehicleId });
        dial(href);
      },
    });
    // Runs once per reveal; the props do not change while the number is shown.
  }, [revealed]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = state.status === 'tracked' ? state.displayed : phone;
  const loading = state.status === 'loading';
  // Without JavaScript (and before it runs) the reveal is a plain link that dials the dealer's own
  // number (issue 49: a button that needs code did nothing); with it, a button that reveals.
  const enhanced = useEnhanced();
  const reveal = (event: MouseEvent) => {
    event.preventDefault();
    setState({ status: 'loading' });
  };
  const revealProps = { href: telHref(phone), role: enhanced ? 'button' : undefined, onClick: enhanced ? reveal : undefined, className: styles.primaryButton };
  const status = loading ? copy.loading : state.status === 'tracked' ? copy.tracked : '';
  // A call-tracking script swaps this text; the key gives React a fresh node once it has.
  const number = (
    <span
      key={state.status === 'tracked' ? 'tracked' : 'original'}
      ref={numberRef}
      className="tabular"
      data-call-tracking-code={trackingCode ?? undefined}
      data-call-tracking-number=""
    >
      {shown}
    </span>
  );
  const dialProps = {
    ref: dialRef,
    href: telHref(shown),
    'aria-label': copy.dialLabel.replace('{phone}', shown),
    'aria-busy': loading || undefined,
    'data-call-tracking-code': trackingCode ?? undefined,
    'data-call-tracking-link': '',
  };
  const icon = loading ? <span className={styles.spinner} aria-hidden="true" /> : <PhoneIcon />;

  if (variant === 'bar') {
    return (
      <div className={styles.barCall} data-state={state.status} data-dialed={dialed ?? undefined}>
        {!revealed ? (
          <a {...revealProps} aria-label={copy.barCallLabel}>
            <PhoneIcon />
            {copy.barCall}
          </a>
        ) : (
          <a {...dialProps} className={styles.primaryButton}>
            {icon}
            {number}
          </a>
        )}
        <span className="visually-hidden" role="status">
          {revealed ? status : ''}
        </span>
      </div>
    );
  }

  return (
    <div className={styles.callButtons} data-state={state.status} data-dialed={dialed ?? undefined}>
      {!revealed ? (
        <a {...revealProps} aria-label={copy.revealLabel}>
          <PhoneIcon />
          {copy.reveal}
        </a>
      ) : (
        <>
          <p className={styles.phoneNumber}>
            <span className="visually-hidden">{copy.numberLabel}: </span>
            {number}
          </p>
          <a {...dialProps} className={styles.primaryButton}>
            {icon}
            {copy.dial}
          </a>
          <p className={styles.callStatus} role="status">
            {status}
          </p>
        </>
      )}
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}
