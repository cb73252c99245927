import { SearchRoutePage, searchPageMetadata, type SearchRouteProps } from '@/features/search-page/server';

export function generateMetadata(props: SearchRouteProps) {
  return searchPageMetadata('motor', props);
}

export default function Page(props: SearchRouteProps) {
  return <SearchRoutePage mobility="motor" {...props} />;
}
