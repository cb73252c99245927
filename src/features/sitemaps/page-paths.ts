import { SELL_PATH } from '@/features/sell-vehicle';

/** `/sitemaps/paginas.xml`, listed in the sitemap index. */
export const PAGE_SITEMAP_FILE = 'paginas.xml';

/**
 * The service and helper pages a crawler should find (product §2). Their routes live in their own
 * features; this list is checked by the crawler test, which requests every URL of the page sitemap.
 */
export const SERVICE_AND_HELPER_PATHS = [
  '/financieren/autofinanciering',
  '/verzekering/autoverzekering',
  '/verhuur/auto-huren',
  '/lease/fiets-lease',
  '/pechhulp',
  '/inruilwaarde-auto-berekenen',
  SELL_PATH,
  '/keuzecoach',
  '/keuzehulp/elektrische-fiets',
  '/nieuwsbrief',
] as const;
