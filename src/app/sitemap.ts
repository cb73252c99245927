import { searchSitemap } from '@/features/search-page/server';

// Built from the live stock on each request (brands and landings come and go with it).
export const dynamic = 'force-dynamic';

export default function sitemap() {
  return searchSitemap();
}
