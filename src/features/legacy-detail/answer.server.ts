import 'server-only';
import vehicleCopy from '../../../public/locales/nl/vehicle.json';
import { detailPath } from '@/features/search';
import { codeFromSlug, vehicleJsonLd } from '@/features/vehicle-detail';
import type { VehicleDetail } from '@/lib/vehicle/detail';
import { legacyDetail } from './map-detail';
import { LEGACY_DETAIL_ERRORS, readLegacyDetailRequest } from './request';
import type { LegacyVdpAnswer } from './contract';

export interface LegacyDetailDeps {
  /** The build id this server hands out on its home pages. */
  buildId: string;
  /** The detail page's own read of a listing by its code. */
  load: (code: string) => Promise<VehicleDetail | null>;
  /** The public origin for the absolute URLs of the answer. */
  origin: string;
}

export type LegacyDetailResult = { status: 200; body: LegacyVdpAnswer } | { status: 400 | 404; body: { status: number; message: string } };

const labels = vehicleCopy as unknown as Record<'bodyType' | 'fuel' | 'transmission', Record<string, string>>;

/**
 * The answer to one old detail request: 400 for a malformed request; 404 for a stale build id
 * (the client then reads the home page again and retries once), for a path that names no
 * listing and for a sold one (the old site showed no detail of those); else the detail model.
 */
export async function legacyDetailResult(url: URL, deps: LegacyDetailDeps): Promise<LegacyDetailResult> {
  const request = readLegacyDetailRequest(url);
  if (request.kind === 'malformed') return { status: 400, body: LEGACY_DETAIL_ERRORS.malformed };
  if (request.buildId !== deps.buildId) return { status: 404, body: LEGACY_DETAIL_ERRORS.notFound };
  const code = codeFromSlug(request.slug);
  const detail = code ? await deps.load(code) : null;
  // The code alone names the listing, as on the detail page: other words or a different type still find it.
  if (!detail || !detail.listing.isActive) return { status: 404, body: LEGACY_DETAIL_ERRORS.notFound };
  const { listing, dealer } = detail;
  const path = detailPath(listing.mobilityType, listing.title, listing.code);
  const absolute = (target: string) => new URL(target, deps.origin).toString();
  const jsonLd = vehicleJsonLd({
    listing,
    dealer,
    url: absolute(path),
    images: listing.photos.map((name) => absolute(`/media/${name}`)),
    labels: {
      bodyType: labels.bodyType[listing.bodyType],
      fuel: listing.fuelTypes[0] ? labels.fuel[listing.fuelTypes[0]] : undefined,
      transmission: listing.transmission ? labels.transmission[listing.transmission] : undefined,
    },
  });
  return { status: 200, body: legacyDetail({ listing, dealer, origin: deps.origin, path, jsonLd }) };
}

/** The same as an HTTP answer: JSON and, like every client call, not cached (a sold vehicle must go at once). */
export async function legacyDetailResponse(url: URL, deps: LegacyDetailDeps): Promise<Response> {
  const result = await legacyDetailResult(url, deps);
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } });
}
