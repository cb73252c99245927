'use client';

import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, type ConsentChoice } from '@/features/consent';
import { markClickHandled, takeEarlyClicks } from '@/lib/dom/early-clicks';
import { FINDIE_LINK_SELECTOR } from './findie-link';
import type { TagScripts } from './tag-loading';

const FAVORITES_CHANGED = 'favorites-changed';
/** The detail page's share links (ShareButtons), marked for the early-tap recorder too. */
const SHARE_LINK_SELECTOR = 'a[data-share]';
const handlers = () => import('./analytics-handlers');

/**
 * Mounted once in the shell: follows the consent and listens for favourite toggles, share clicks
 * and partner links (findie-link-clicked). Renders nothing; the work itself (analytics-handlers.ts) loads only when there is some,
 * so it is not part of any page's first-load JavaScript.
 */
export function AnalyticsIsland({ initialConsent, scripts }: { initialConsent: ConsentChoice | null; scripts: TagScripts | null }) {
  const [consent, setConsent] = useState(initialConsent);
  // The query of the page the visitor arrived on decides for the whole visit (client navigation keeps the scripts).
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));

  useEffect(() => {
    const onChange = (event: Event) => setConsent((event as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    if (consent || scripts) void handlers().then((module) => module.applyConsent(consent, scripts, search));
  }, [scripts, search, consent]);

  useEffect(() => {
    const onFavourite = (event: Event) => {
      const detail: unknown = (event as CustomEvent).detail;
      void handlers().then((module) => module.favouriteChanged(detail));
    };
    const onTarget = (target: Element | null) => {
      const link = target?.closest<HTMLElement>(SHARE_LINK_SELECTOR);
      if (link) void handlers().then((module) => module.shareClicked(link.dataset.share));
      const partner = target?.closest<HTMLElement>(FINDIE_LINK_SELECTOR);
      if (partner) {
        const dataset = { ...partner.dataset };
        void handlers().then((module) => module.findieClicked(dataset));
      }
    };
    const onClick = (event: MouseEvent) => {
      // The shell's early-tap recorder also keeps taps on share links; this one is seen, so it forgets it.
      markClickHandled(event);
      onTarget(event.target instanceof Element ? event.target : null);
    };
    window.addEventListener(FAVORITES_CHANGED, onFavourite);
    document.addEventListener('click', onClick);
    // Share taps made before this listener existed (issue 18): their links opened, their events are sent now.
    const early = setTimeout(() => {
      for (const { target } of takeEarlyClicks((element) => element.matches(SHARE_LINK_SELECTOR))) onTarget(target);
    }, 0);
    return () => {
      clearTimeout(early);
      window.removeEventListener(FAVORITES_CHANGED, onFavourite);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return null;
}
