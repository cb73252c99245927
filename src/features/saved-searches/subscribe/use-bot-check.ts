'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type BotCheckState = 'loading' | 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

/** The widget's Dutch strings (subscriptions.json `widget`), in ALTCHA's keys. */
export type WidgetStrings = Record<string, string>;

interface AltchaElement extends HTMLElement {
  reset?: (state?: string) => void;
  verify?: () => Promise<unknown>;
}

interface AltchaGlobal {
  i18n: { set: (language: string, strings: WidgetStrings) => void };
  algorithms: Map<string, () => Worker>;
}

/**
 * The ALTCHA widget (decision 020) in `container`: it fetches a challenge and starts solving as
 * soon as the dialog opens, so the token is usually ready before the address is typed. Loaded on
 * first use only: none of its 200 KB is on a result page until someone opens the dialog.
 */
export function useBotCheck(container: RefObject<HTMLDivElement | null>, challengeUrl: string, strings: WidgetStrings) {
  const [state, setState] = useState<BotCheckState>('loading');
  const token = useRef<string | null>(null);
  const widget = useRef<AltchaElement | null>(null);
  const waiters = useRef<((token: string | null) => void)[]>([]);

  useEffect(() => {
    let cancelled = false;
    void import('altcha/external').then(() => {
      const host = container.current;
      if (cancelled || !host) return;
      const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
      altcha.i18n.set('nl', strings);
      // The external build brings no workers: ours is the only algorithm the server's challenges use.
      altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('./pbkdf2.worker.ts', import.meta.url)));
      const element = document.createElement('altcha-widget') as AltchaElement;
      element.setAttribute('challenge', challengeUrl);
      element.setAttribute('language', 'nl');
      element.setAttribute('auto', 'onload');
      element.setAttribute('name', 'altcha');
      element.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ state: BotCheckState; payload?: string }>).detail;
        token.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
        setState(detail.state);
        if (detail.state === 'verified' || detail.state === 'error' || detail.state === 'expired') {
          for (const resolve of waiters.current.splice(0)) resolve(token.current);
        }
      });
      host.replaceChildren(element);
      widget.current = element;
      setState('unverified');
    });
    return () => {
      cancelled = true;
    };
    // The widget is made once per dialog; its strings and URL do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The solved token, waiting for the widget when it is still working. */
  const ready = useCallback((): Promise<string | null> => {
    if (token.current) return Promise.resolve(token.current);
    return new Promise((resolve) => {
      waiters.current.push(resolve);
      if (state !== 'verifying') void widget.current?.verify?.();
    });
  }, [state]);

  /** A token the server refused is spent: solve a fresh challenge. */
  const renew = useCallback(() => {
    token.current = null;
    widget.current?.reset?.();
    void widget.current?.verify?.();
  }, []);

  return { state, ready, renew };
}
