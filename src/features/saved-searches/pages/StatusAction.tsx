'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef, useState } from 'react';
import styles from './subscription-pages.module.css';

export interface StatusActionProps {
  /** The call that changes the state: confirm (also "subscribe again") or unsubscribe. */
  action: string;
  label: string;
  working: string;
  failed: string;
  /**
   * Post as soon as the page is open in a browser. Mail scanners open links but run no script, so
   * opening the link alone changes nothing; a visitor's browser does it without a second click.
   */
  auto: boolean;
  secondary?: boolean;
  /**
   * Where to go once it worked, instead of reading this page again: "Toch weer aanmelden" on the
   * unsubscribe page goes to the confirmation page, since this page would unsubscribe again.
   */
  then?: string;
}

/**
 * The page's one button. Without JavaScript it is a plain form post that comes back to the page;
 * with it, the call runs in place and the page re-reads the new state.
 */
export function StatusAction({ action, label, working, failed, auto, secondary, then }: StatusActionProps) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const started = useRef(false);

  const run = async () => {
    setState('working');
    try {
      const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      // The button works until the new page is in, then is itself again (issue 49: it stayed
      // "Bezig…" on the page the refresh brought, whose state had already changed).
      startTransition(() => {
        if (then) router.replace(then);
        else router.refresh();
        setState('idle');
      });
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void run();
    // Once per page view: the refreshed page renders without `auto`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  return (
    <form
      method="post"
      action={action}
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <input type="hidden" name="terug" value="1" />
      <button type="submit" className={secondary ? styles.secondary : styles.primary} disabled={state === 'working'} aria-busy={state === 'working'}>
        {state === 'working' ? working : label}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
    </form>
  );
}
