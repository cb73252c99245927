/**
 * What an old client asks for on `/_next/data/{buildId}/nl-NL/vdp.json?mobilityType=&vehicleUrl=`
 * (decision 036), read without trusting it: a missing, repeated, oversized or garbled parameter is
 * a malformed request (400); a well-formed one that names no listing is not found (404).
 */
import type { MobilityType } from '@/lib/vehicle/enums';
import { mobilityTypeOfLegacy } from './contract';

/** The path the old site served its detail data on; the build id is the one segment that varies. */
export const LEGACY_DETAIL_PATH = /^\/_next\/data\/([^/]+)\/nl-NL\/vdp\.json$/u;

/** The errors of this call, in the API's `{ status, message }` shape (spec §8 style). */
export const LEGACY_DETAIL_ERRORS = {
  malformed: { status: 400, message: 'The vehicle detail request is malformed' },
  notFound: { status: 404, message: 'Not Found' },
} as const;

/** A friendly URI part: lowercase words and digits joined by dashes, ending in the listing code. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const MAX_SLUG_LENGTH = 300;
const MAX_BUILD_ID_LENGTH = 100;
const BUILD_ID = /^[A-Za-z0-9_-]+$/u;

export type LegacyDetailRequest =
  | { kind: 'ok'; buildId: string; mobilityType: MobilityType; slug: string }
  | { kind: 'malformed'; reason: string };

function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/**
 * Reads the build id from the old path (the route handler sees the URL the client sent) or, for a
 * direct call of the handler, from its `buildId` parameter, and the two query parameters.
 */
export function readLegacyDetailRequest(url: URL): LegacyDetailRequest {
  const fromPath = LEGACY_DETAIL_PATH.exec(url.pathname)?.[1];
  const buildId = fromPath ?? single(url.searchParams, 'buildId');
  if (!buildId || buildId.length > MAX_BUILD_ID_LENGTH || !BUILD_ID.test(buildId)) return { kind: 'malformed', reason: 'buildId' };
  const type = single(url.searchParams, 'mobilityType');
  const mobilityType = type === null ? null : mobilityTypeOfLegacy(type.trim());
  if (!mobilityType) return { kind: 'malformed', reason: 'mobilityType' };
  const slug = single(url.searchParams, 'vehicleUrl')?.trim().toLowerCase() ?? '';
  if (slug === '' || slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return { kind: 'malformed', reason: 'vehicleUrl' };
  return { kind: 'ok', buildId, mobilityType, slug };
}
