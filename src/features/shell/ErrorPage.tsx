'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { describeError, logShellEvent } from './log';
import { useShell } from './ShellProvider';
import styles from './ErrorPage.module.css';

/** Product §8: the generic error page for a render crash, with a retry and a link home. */
export function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { productName, errorCopy: copy } = useShell();

  useEffect(() => {
    logShellEvent('error', 'page crashed', { status: 500, path: location.pathname, ...describeError(error) });
  }, [error]);

  return (
    <div className="container">
      <div className={styles.page}>
        <title>{`${copy.title} | ${productName}`}</title>
        <p className={styles.code}>{copy.code}</p>
        <h1 className={styles.heading}>{copy.heading}</h1>
        <p className={styles.text}>{copy.text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            {copy.retry}
          </button>
          <Link href="/" className={styles.secondary}>
            {copy.home}
          </Link>
        </div>
      </div>
    </div>
  );
}
