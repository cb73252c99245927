/**
 * Links that leave the site for a finance or insurance partner (issue 17, product §7) send the web
 * event `findie-link-clicked`. The link carries what the event says in data attributes, and the
 * shell's analytics island picks the click up, so a link needs no script of its own (and works
 * without JavaScript as a plain link). Pure.
 */
import type { WebEventPayload } from './web-event';

/** The data attributes of a partner link: the partner it leads to, where it sits, the vehicle if any. */
export function findieLinkProps(partner: string, placement: string, vehicleId?: number): Record<string, string> {
  return {
    'data-findie': partner,
    'data-findie-placement': placement,
    ...(vehicleId !== undefined ? { 'data-findie-vehicle': String(vehicleId) } : {}),
  };
}

export const FINDIE_LINK_SELECTOR = 'a[data-findie]';

/** The event's body from a clicked link's dataset; null when the link names no partner. */
export function findiePayload(dataset: Readonly<Record<string, string | undefined>>): WebEventPayload | null {
  const partner = dataset.findie?.trim().slice(0, 200);
  if (!partner) return null;
  const payload: WebEventPayload = { partner };
  const placement = dataset.findiePlacement?.trim().slice(0, 200);
  if (placement) payload.placement = placement;
  const vehicleId = Number(dataset.findieVehicle);
  if (Number.isInteger(vehicleId) && vehicleId > 0) payload.vehicleId = vehicleId;
  return payload;
}
