'use client';

import { useEffect } from 'react';
// Its own small file: this page ships in every page's first-load JavaScript, the other error copy need not.
import copy from '../../../public/locales/nl/global-error.json';
import { describeError, logShellEvent } from './log';
import styles from './GlobalErrorPage.module.css';

/**
 * Rendered without the root layout, so without the i18n provider or global styles: the copy
 * comes straight from global-error.json and the look from its own CSS module.
 */
export function GlobalErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    logShellEvent('error', 'root layout crashed', { status: 500, path: location.pathname, ...describeError(error) });
  }, [error]);

  return (
    <html lang="nl">
      <body className={styles.body}>
        <title>{copy.title}</title>
        <div className={styles.bar} />
        <main className={styles.main}>
          <h1 className={styles.heading}>{copy.heading}</h1>
          <p className={styles.text}>{copy.text}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => retry()}>
              {copy.retry}
            </button>
            {/* A full page load: the client router belongs to the layout that just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className={styles.secondary}>
              {copy.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
