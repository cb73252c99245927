'use client';

import { useState } from 'react';
import { CloseIcon } from './ShellIcons';
import styles from './EnvBadge.module.css';

/**
 * The environment tag (product §2). Dismissal is a session cookie rather than sessionStorage: the
 * server then leaves the badge out of the HTML on later pages, so it never flashes back.
 */
export function EnvBadge({ label, regionLabel, dismissLabel, cookieName }: { label: string; regionLabel: string; dismissLabel: string; cookieName: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className={styles.badge} aria-label={regionLabel}>
      <span className={styles.label}>{label}</span>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => {
          // No Max-Age or Expires: the browser forgets it when the session ends.
          document.cookie = `${cookieName}=1; Path=/; SameSite=Lax`;
          setDismissed(true);
        }}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
