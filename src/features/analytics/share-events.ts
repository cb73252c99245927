import type { WebEventName } from './web-event';

/** The detail page's share links carry `data-share`; each channel has its web event (product §7). */
export const SHARE_EVENTS: Record<string, WebEventName> = {
  facebook: 'shared-on-facebook',
  x: 'shared-on-twitter',
  twitter: 'shared-on-twitter',
  email: 'shared-via-email',
  whatsapp: 'shared-via-whats-app',
};

export function shareEvent(channel: string | undefined): WebEventName | null {
  return channel !== undefined && Object.hasOwn(SHARE_EVENTS, channel) ? (SHARE_EVENTS[channel] ?? null) : null;
}

/** The `favorites-changed` detail the favourites feature dispatches on every toggle. */
export interface FavouritesChangedDetail {
  id: number | string;
  added: boolean;
  vehicle?: unknown;
}

export function favouritesChangedDetail(detail: unknown): FavouritesChangedDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { id, added, vehicle } = detail as Record<string, unknown>;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof added !== 'boolean') return null;
  return { id, added, vehicle };
}

export function vehicleIdOf(id: number | string): number | null {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
