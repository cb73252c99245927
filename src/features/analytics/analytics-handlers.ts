/**
 * What the shell's analytics island does once there is something to do, loaded on demand so it
 * stays out of every page's first-load JavaScript: follow the consent, load the tag scripts when
 * allowed, and turn favourite toggles, share clicks and partner links into web events and data-layer entries.
 */
import type { ConsentChoice } from '@/features/consent';
import { addToCart, pushDataLayer, removeFromCart, setDataLayerConsent, type DataLayerTarget } from './data-layer';
import { currentDetailVehicle } from './detail-context';
import { productFromVehicle } from './product';
import { findiePayload } from './findie-link';
import { favouritesChangedDetail, shareEvent, vehicleIdOf } from './share-events';
import { tagsToLoad, type TagScripts } from './tag-loading';
import { sendWebEvent } from './web-event';

export function applyConsent(consent: ConsentChoice | null, scripts: TagScripts | null, search: string): void {
  if (consent) setDataLayerConsent(consent.analytics);
  const { tagManager, marketing } = tagsToLoad(scripts, search, consent);
  if (tagManager && !document.querySelector('script[data-tag="tag-manager"]')) {
    const host = window as unknown as DataLayerTarget;
    (host.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(tagManager, 'tag-manager');
  }
  if (marketing && !document.querySelector('script[data-tag="marketing"]')) loadScript(marketing, 'marketing');
}

export function favouriteChanged(rawDetail: unknown): void {
  const detail = favouritesChangedDetail(rawDetail);
  const vehicleId = detail ? vehicleIdOf(detail.id) : null;
  if (!detail || vehicleId === null) return;
  const product = productFromVehicle(detail.vehicle);
  if (detail.added) void sendWebEvent('favorite-added', { vehicleId });
  if (product) pushDataLayer(detail.added ? addToCart(product) : removeFromCart(product));
}

export function shareClicked(share: string | undefined): void {
  const name = shareEvent(share);
  const vehicleId = currentDetailVehicle();
  if (name && vehicleId !== null) void sendWebEvent(name, { vehicleId });
}

/** A finance or insurance partner's link was followed (issue 17). */
export function findieClicked(dataset: Readonly<Record<string, string | undefined>>): void {
  const payload = findiePayload(dataset);
  if (payload) void sendWebEvent('findie-link-clicked', payload);
}

function loadScript(src: string, tag: string) {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.tag = tag;
  document.head.appendChild(script);
}
