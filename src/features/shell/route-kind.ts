import { DETAIL_PATH_TYPE, HOME_PATH, LIST_ROOT, MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/mobility';

/**
 * What kind of page a path is, for the shell's behaviour (product §2): search pages show their own
 * skeletons instead of the progress bar; detail pages do not get their scroll position restored.
 */

const LIST_ROOTS: readonly string[] = MOBILITY_TYPES.map((type) => LIST_ROOT[type]);

/** The query, the hash and a trailing slash do not change what a path is. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed === '' ? '/' : trimmed;
}

/** A listing code: 7 lowercase letters or digits with at least two of each (product §5). */
export function isVehicleCode(code: string): boolean {
  if (!/^[a-z0-9]{7}$/.test(code)) return false;
  const digits = code.replace(/[^0-9]/g, '').length;
  return digits >= 2 && code.length - digits >= 2;
}

/** True when the path's last segment ends with "-" and a listing code. */
export function endsWithVehicleCode(path: string): boolean {
  const normalised = normalisePath(path);
  const dash = normalised.lastIndexOf('-');
  if (dash < 0 || normalised.lastIndexOf('/') > dash) return false;
  return isVehicleCode(normalised.slice(dash + 1));
}

/** The list root a path lies under, matched per segment so /auto-verkopen is not under /auto. */
export function listRootOf(path: string): string | undefined {
  const normalised = normalisePath(path);
  return LIST_ROOTS.find((root) => normalised === root || normalised.startsWith(`${root}/`));
}

/** The search of every type (decision 003) behaves as the four list roots do. */
const ALL_TYPES_ROOT = '/aanbod';

/** Product §2: starts with one of the four list roots (or /aanbod) and does not end with a vehicle code suffix. */
export function isSearchPage(path: string): boolean {
  const normalised = normalisePath(path);
  const underAllTypes = normalised === ALL_TYPES_ROOT || normalised.startsWith(`${ALL_TYPES_ROOT}/`);
  return (underAllTypes || listRootOf(path) !== undefined) && !endsWithVehicleCode(path);
}

/** Detail pages live at /{type}/aanbod/{slug}-{code}. */
export function isDetailPage(path: string): boolean {
  return /^\/[^/]+\/aanbod\/[^/]+/.test(normalisePath(path));
}

/** The mobility section a path belongs to, for the header's active item; null outside them. */
export function mobilityOfPath(path: string): MobilityType | null {
  const normalised = normalisePath(path);
  if (normalised === '/') return 'car';
  const root = listRootOf(normalised);
  const byRoot = MOBILITY_TYPES.find((type) => LIST_ROOT[type] === root);
  if (byRoot) return byRoot;
  const first = normalised.split('/')[1] ?? '';
  return MOBILITY_TYPES.find((type) => HOME_PATH[type] === `/${first}` || DETAIL_PATH_TYPE[type] === first) ?? null;
}
