import 'server-only';
import type { TFunction } from 'i18next';
import { headers } from 'next/headers';
import { getImageProps } from 'next/image';
import { marketPosition, searchService, type ListItem, type MarketPosition } from '@/features/search/server';
import { dealerStockLink, type DealerStockLink, detailPath } from '@/features/search';
import { loadPriceDrops, type PriceDrop } from '@/features/inventory/server';
import { env } from '@/lib/config/env';
import { requestOrigin } from '@/lib/config/site-origin';
import { siteUrl as siteUrlOfRequest } from '@/lib/config/site-url.server';
import { formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { TEST_CRASH_PARAM } from './Guard.server';
import type { DetailDealer, DetailListing, VehicleDetail } from '@/lib/vehicle/detail';
import { searchNavigation, type SearchNavigation } from './navigation.server';
import { MAIN_SIZES, type CarouselPhoto } from './photos';
import { applicableCertainties } from '@/lib/vehicle/certainties';
import { parseSearchContext } from '@/lib/search-request/search-context';
import { shareOrigin } from './share-links';
import { similarVehicles } from './similar.server';

const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

/** Everything the detail page's sections read: the listing and what the services add to it. */
export interface DetailPageData {
  detail: VehicleDetail;
  listing: DetailListing;
  dealer: DetailDealer;
  t: TFunction;
  now: Date;
  /** The listing's one canonical path. */
  canonical: string;
  /** A path of this site as an absolute URL on the public address (JSON-LD). */
  absolute: (path: string) => string;
  /** The listing's address on the host that served the page, for share links and "Kopieer link" (shareOrigin). */
  shareUrl: string;
  /** "auto", "fiets" …, for copy that names the kind of vehicle. */
  noun: string;
  /** The asking price, formatted. */
  price: string;
  /** The listing's recent price drop (lib/vehicle/price-drop); null without one. */
  priceDrop: PriceDrop | null;
  /** Drops of the listing and its similar vehicles (listing id → drop). */
  priceDrops: ReadonlyMap<number, PriceDrop>;
  /** The section the end-to-end suite asked to crash (test routes only). */
  crash: string | undefined;
  /** Previous/next in the search the visitor came from; null without one. */
  navigation: SearchNavigation | null;
  similar: ListItem[];
  /** The dealer's whole stock as a search; null when this listing is all it has. */
  dealerStock: DealerStockLink | null;
  photos: CarouselPhoto[];
  /** The asking price against the market (decision 022); null for an unrated or sold listing. */
  market: MarketPosition | null;
}

function carouselPhoto(name: string): CarouselPhoto {
  const src = `/media/${name}`;
  const { props } = getImageProps({ src, alt: '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT, sizes: MAIN_SIZES });
  const thumb = getImageProps({ src, alt: '', width: 80, height: 60 }).props;
  return { src: props.src, srcSet: props.srcSet ?? '', thumbSrc: thumb.src, thumbSrcSet: thumb.srcSet ?? '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
}

/** Asks the services (search index, similar vehicles, copy, the request's site URL) for one resolved listing. */
export async function loadDetailPageData(stored: VehicleDetail, searchParams: Record<string, string | string[] | undefined>): Promise<DetailPageData> {
  // Every section reads the certainties the vehicle's type can carry, never a car scheme on an e-bike.
  const listing = { ...stored.listing, certainties: applicableCertainties(stored.listing.mobilityType, stored.listing.certainties) };
  const detail = { ...stored, listing };
  const { dealer } = detail;
  const context = parseSearchContext(searchParams);
  const now = new Date();
  const [t, siteUrl, requestHeaders, navigation, similar, service, market] = await Promise.all([
    getT('detail'),
    siteUrlOfRequest(),
    headers(),
    context ? searchNavigation(context, listing.id) : null,
    similarVehicles(listing, listing.isActive ? 4 : 8),
    searchService(),
    listing.isActive ? marketPositionOrNone(listing.id) : null,
  ]);
  // One primary-key read for the listing and its similar vehicles; a sold vehicle shows no drop.
  const priceDrops = await loadPriceDrops([...(listing.isActive ? [listing.id] : []), ...similar.map((item) => item.id)], now);
  const canonical = detailPath(listing.mobilityType, listing.title, listing.code);
  const served = requestOrigin({
    host: requestHeaders.get('host'),
    forwardedHost: requestHeaders.get('x-forwarded-host'),
    forwardedProto: requestHeaders.get('x-forwarded-proto'),
    trustedProxies: env().TRUSTED_PROXY_COUNT,
  });
  const rawCrash = env().ENABLE_TEST_ROUTES ? searchParams[TEST_CRASH_PARAM] : undefined;
  return {
    detail,
    listing,
    dealer,
    t,
    now,
    canonical,
    absolute: (path) => new URL(path, siteUrl).toString(),
    shareUrl: new URL(canonical, shareOrigin({ configured: env().SITE_URL, served, fallback: siteUrl })).toString(),
    noun: t(`noun.${listing.mobilityType}`),
    price: formatPrice(listing.price),
    priceDrop: (listing.isActive && priceDrops.get(listing.id)) || null,
    priceDrops,
    crash: typeof rawCrash === 'string' ? rawCrash : undefined,
    navigation,
    similar,
    dealerStock: dealerStockLink(service, dealer.id, listing),
    photos: listing.photos.map(carouselPhoto),
    market,
  };
}

/** The rating and chart are extras: when the market cannot be read the page shows neither, and stays up (product §8). */
async function marketPositionOrNone(id: number): Promise<MarketPosition | null> {
  try {
    return await marketPosition(id);
  } catch (error) {
    log.error({ err: error, section: 'priceChart' }, 'vehicle detail: market position failed');
    return null;
  }
}
