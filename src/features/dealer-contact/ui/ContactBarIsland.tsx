'use client';

import { useEffect, useState } from 'react';
import { CallButtonsIsland, type CallButtonsIslandProps } from './CallButtonsIsland';
import { CONTACT_FORM_ID, focusContactForm } from './contact-form-focus';
import type { ContactBarCopy } from './copy';
import styles from './contact-bar.module.css';

/**
 * Shown once the call buttons `watch` names are above the screen, and not while the contact form is
 * on it (the bar would only repeat it, and cover the fields while the keyboard is up). Hidden rather
 * than unmounted, so a call started in the bar still dials when the bar goes.
 */
export function ContactBarIsland({ watch, copy, call }: { watch: string; copy: ContactBarCopy; call: Omit<CallButtonsIslandProps, 'variant'> }) {
  const [shown, setShown] = useState(false);

  // Read on scroll rather than by an IntersectionObserver: a jump (the End key, an anchor) takes the
  // buttons from below the screen to above it without crossing it, which an observer never reports.
  useEffect(() => {
    const actions = document.getElementById(watch);
    if (!actions) return;
    const form = document.getElementById(CONTACT_FORM_ID);
    let frame = 0;
    const update = () => {
      frame = 0;
      // Under the sticky header counts as gone.
      const top = Math.max(0, document.querySelector('body > header, header')?.getBoundingClientRect().bottom ?? 0);
      const past = actions.getBoundingClientRect().bottom <= top;
      const formBox = form?.getBoundingClientRect();
      const formOnScreen = formBox !== undefined && formBox.top < window.innerHeight && formBox.bottom > top;
      setShown(past && !formOnScreen);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [watch]);

  return (
    <section className={styles.bar} aria-label={copy.label} hidden={!shown} data-contact-bar="">
      <div className={styles.inner}>
        <CallButtonsIsland {...call} variant="bar" />
        <button type="button" className={styles.message} onClick={() => focusContactForm()}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {copy.message}
        </button>
      </div>
    </section>
  );
}
