import 'server-only';
import type { Metadata } from 'next';
import { notFoundMetadata } from '@/features/shell/server';
import { detailPath } from '@/features/search';
import { formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { keyFacts } from './key-facts';
import type { DetailPathType } from './route-resolve';
import type { DetailRouteProps } from './route-params';
import { resolveDetail } from './resolve.server';

/** Title, description, the one canonical URL, Open Graph and Twitter card; sold listings noindex. */
export async function vehicleDetailMetadata(type: DetailPathType, props: DetailRouteProps): Promise<Metadata> {
  const [{ slug }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const resolved = await resolveDetail(type, slug, searchParams);
  // No notFound()/redirect() here: thrown from metadata they would stream after the shell; the page throws them.
  if (resolved.kind === 'notFound') return notFoundMetadata();
  if (resolved.kind === 'redirect') return {};
  const { listing, dealer } = resolved.detail;
  const t = await getT('detail');
  const price = formatPrice(listing.price);
  const base = t('meta.title', { title: listing.title, price });
  const title = listing.isActive ? base : t('meta.inactiveTitle', { title: listing.title });
  const facts = keyFacts(listing, t)
    .map((fact) => fact.value)
    .join(' · ');
  const description = t('meta.description', { title: listing.title, dealer: dealer.name, city: dealer.city, price, facts });
  const canonical = detailPath(listing.mobilityType, listing.title, listing.code);
  const [photo] = listing.photos;
  const images = photo ? [{ url: `/media/${photo}`, width: 1600, height: 1200, alt: listing.title }] : [];
  return {
    title,
    description,
    alternates: { canonical },
    robots: listing.isActive ? undefined : { index: false, follow: true },
    openGraph: { title, description, url: canonical, type: 'website', locale: 'nl_NL', images },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title, description, images: images.map((image) => image.url) },
  };
}
