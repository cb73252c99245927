'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { markClickHandled } from '@/lib/dom/early-clicks';
import { useEarlyClicks } from '@/lib/dom/use-early-clicks';
import { EVERYTHING, NECESSARY_ONLY, type ConsentChoice } from './consent-cookie';
import { saveConsent } from './consent-client';
import { CONSENT_BUTTONS, CONSENT_FIELDS, CONSENT_FORM_PATH } from './consent-form';
import styles from './consent.module.css';

export interface ConsentBannerCopy {
  label: string;
  heading: string;
  text: string;
  acceptAll: string;
  necessaryOnly: string;
  choose: string;
}

/**
 * The first-visit question (issue 6 item 5): calm, at the bottom, never in the way of the page.
 * Refusing is as easy as accepting. Not shown on the preferences page, which asks the same.
 */
export function ConsentBanner({ cookieName, copy, preferencesPath }: { cookieName: string; copy: ConsentBannerCopy; preferencesPath: string }) {
  const [answered, setAnswered] = useState(false);
  const pathname = usePathname();
  // An answer tapped before the page hydrated is given once it has (issue 18): the banner sits on
  // every first visit, so its buttons are often the very first tap.
  const acceptRef = useRef<HTMLButtonElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  useEarlyClicks(acceptRef);
  useEarlyClicks(refuseRef);
  if (answered || pathname === preferencesPath) return null;
  const choose = (event: MouseEvent<HTMLButtonElement>, choice: ConsentChoice) => {
    // Handled, so the early-tap recorder does not replay this one; the form's post (for a browser
    // without JavaScript) is not needed.
    event.preventDefault();
    markClickHandled(event.nativeEvent);
    saveConsent(cookieName, choice);
    setAnswered(true);
  };
  return (
    <section className={styles.banner} aria-label={copy.label} data-consent-banner="">
      <h2 className={styles.bannerHeading}>{copy.heading}</h2>
      <p className={styles.bannerText}>{copy.text}</p>
      {/* A plain form post without JavaScript (consent-form.ts); with it, answered in the page. */}
      <form className={styles.bannerActions} method="post" action={CONSENT_FORM_PATH}>
        <input type="hidden" name={CONSENT_FIELDS.back} value={pathname} />
        <button
          ref={acceptRef}
          type="submit"
          name={CONSENT_FIELDS.choice}
          value={CONSENT_BUTTONS.all}
          className={styles.primary}
          {...EARLY_CLICK_PROPS}
          onClick={(event) => choose(event, EVERYTHING)}
        >
          {copy.acceptAll}
        </button>
        <button
          ref={refuseRef}
          type="submit"
          name={CONSENT_FIELDS.choice}
          value={CONSENT_BUTTONS.necessary}
          className={styles.secondary}
          {...EARLY_CLICK_PROPS}
          onClick={(event) => choose(event, NECESSARY_ONLY)}
        >
          {copy.necessaryOnly}
        </button>
        <a className={styles.chooseLink} href={preferencesPath}>
          {copy.choose}
        </a>
      </form>
    </section>
  );
}
