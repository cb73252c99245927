/**
 * Recently viewed vehicles, kept in localStorage: newest first, one entry per listing, at most
 * MAX_RECENT. Parsing is defensive because storage is user-editable and outlives deployments.
 */
export const RECENT_KEY = 'detail:recently-viewed';
export const MAX_RECENT = 8;

export interface RecentVehicle {
  id: number;
  title: string;
  href: string;
  /** The formatted price ("€ 12.345,-"). */
  price: string;
  /** A small image URL, or null. */
  image: string | null;
}

function isRecent(value: unknown): value is RecentVehicle {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.title === 'string' &&
    typeof v.href === 'string' &&
    v.href.startsWith('/') &&
    !v.href.startsWith('//') &&
    typeof v.price === 'string' &&
    (v.image === null || (typeof v.image === 'string' && v.image.startsWith('/')))
  );
}

export function parseRecent(raw: string | null): RecentVehicle[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function addRecent(list: readonly RecentVehicle[], vehicle: RecentVehicle): RecentVehicle[] {
  return [vehicle, ...list.filter((entry) => entry.id !== vehicle.id)].slice(0, MAX_RECENT);
}
