'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { EVERYTHING, NECESSARY_ONLY, type ConsentChoice } from './consent-cookie';
import { saveConsent } from './consent-client';
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
  if (answered || pathname === preferencesPath) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(cookieName, choice);
    setAnswered(true);
  };
  return (
    <section className={styles.banner} aria-label={copy.label} data-consent-banner="">
      <h2 className={styles.bannerHeading}>{copy.heading}</h2>
      <p className={styles.bannerText}>{copy.text}</p>
      <div className={styles.bannerActions}>
        <button type="button" className={styles.primary} onClick={() => choose(EVERYTHING)}>
          {copy.acceptAll}
        </button>
        <button type="button" className={styles.secondary} onClick={() => choose(NECESSARY_ONLY)}>
          {copy.necessaryOnly}
        </button>
        <a className={styles.chooseLink} href={preferencesPath}>
          {copy.choose}
        </a>
      </div>
    </section>
  );
}
