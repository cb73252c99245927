import 'server-only';
import { codeFromSlug, canonicalCheck, type DetailPathType } from './route-resolve';
import { loadVehicleDetail } from './load.server';
import type { VehicleDetail } from '@/lib/vehicle/detail';
import { queryString } from './route-params';

export type ResolvedDetail = { kind: 'notFound' } | { kind: 'redirect'; location: string } | { kind: 'ok'; detail: VehicleDetail };

export async function resolveDetail(type: DetailPathType, slug: string, searchParams: Record<string, string | string[] | undefined>): Promise<ResolvedDetail> {
  const code = codeFromSlug(slug);
  if (!code) return { kind: 'notFound' };
  const detail = await loadVehicleDetail(code);
  if (!detail) return { kind: 'notFound' };
  const check = canonicalCheck({ type, slug, query: queryString(searchParams) }, detail.listing);
  return check.kind === 'redirect' ? check : { kind: 'ok', detail };
}
