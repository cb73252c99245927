'use client';

import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, type ConsentChoice } from '@/features/consent';
import { addToCart, pushDataLayer, removeFromCart, setDataLayerConsent, type DataLayerTarget } from './data-layer';
import { productFromVehicle } from './product';
import { favoritesChangedDetail, shareEvent, vehicleIdOf } from './share-events';
import { tagsToLoad, type TagScripts } from './tag-loading';
import { currentDetailVehicle } from './detail-context';
import { sendWebEvent } from './web-event';

const FAVORITES_CHANGED = 'favorites-changed';

/**
 * Mounted once in the shell: follows the consent, loads the tag scripts when allowed, and turns
 * favourite toggles and share clicks into web events and data-layer entries. Renders nothing.
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
    if (consent) setDataLayerConsent(consent.analytics);
  }, [consent]);

  useEffect(() => {
    const { tagManager, marketing } = tagsToLoad(scripts, search, consent);
    if (tagManager && !document.querySelector('script[data-tag="tag-manager"]')) {
      const host = window as unknown as DataLayerTarget;
      (host.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      loadScript(tagManager, 'tag-manager');
    }
    if (marketing && !document.querySelector('script[data-tag="marketing"]')) loadScript(marketing, 'marketing');
  }, [scripts, search, consent]);

  useEffect(() => {
    const onFavorite = (event: Event) => {
      const detail = favoritesChangedDetail((event as CustomEvent).detail);
      const vehicleId = detail ? vehicleIdOf(detail.id) : null;
      if (!detail || vehicleId === null) return;
      const product = productFromVehicle(detail.vehicle);
      if (detail.added) void sendWebEvent('favorite-added', { vehicleId });
      if (product) pushDataLayer(detail.added ? addToCart(product) : removeFromCart(product));
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-share]') : null;
      const name = shareEvent(link?.dataset.share);
      const vehicleId = currentDetailVehicle();
      if (name && vehicleId !== null) void sendWebEvent(name, { vehicleId });
    };
    window.addEventListener(FAVORITES_CHANGED, onFavorite);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(FAVORITES_CHANGED, onFavorite);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return null;
}

function loadScript(src: string, tag: string) {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.tag = tag;
  document.head.appendChild(script);
}
