// The old site's camping root (/camper, decision 037): one permanent redirect (308) to the same
// search under /kamperen, or the not-found page.
import { notFound, permanentRedirect } from 'next/navigation';
import { resolveLegacyRoot } from '@/features/search-page/legacy-root';
import type { SearchRouteProps } from '@/features/search-page/server';

const amsterdamYearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Amsterdam' });

export default async function Page(props: SearchRouteProps) {
  const [{ segments = [] }, query] = await Promise.all([props.params, props.searchParams]);
  const route = resolveLegacyRoot('caramper', segments, query, Number(amsterdamYearFormat.format(new Date())));
  if (route.kind === 'notFound') notFound();
  permanentRedirect(route.location);
}
