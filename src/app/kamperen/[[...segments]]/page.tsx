// /kamperen is both the camping home and the camping list root: without segments it shows the
// camping home's blocks above the results, with segments just the results.
import { headers } from 'next/headers';
import { ArticleCards } from '@/features/blog/ArticleCards';
import { latestArticlesFor } from '@/features/blog/articles';
import { brandMarksFor } from '@/features/brands/brands';
import { HomeView } from '@/features/home/HomeView';
import { homeMetadata } from '@/features/home/metadata';
import { SearchRoutePage, searchPageMetadata, type SearchRouteProps } from '@/features/search-page/server';
import { appStoreLinks, detectAppPlatform } from '@/features/shell/app-promo';
import { publicConfig } from '@/lib/config/site';

async function isHome(props: SearchRouteProps): Promise<boolean> {
  const [{ segments = [] }, query] = await Promise.all([props.params, props.searchParams]);
  return segments.length === 0 && query.page === undefined;
}

export async function generateMetadata(props: SearchRouteProps) {
  return (await isHome(props)) ? homeMetadata('caramper') : searchPageMetadata('caramper', props);
}

export default async function Page(props: SearchRouteProps) {
  let lead = null;
  if (await isHome(props)) {
    const config = publicConfig();
    const platform = detectAppPlatform((await headers()).get('user-agent'));
    lead = (
      <HomeView
        mobility="caramper"
        productName={config.productName}
        appLinks={appStoreLinks(platform, config)}
        brands={brandMarksFor('caramper')}
        articles={<ArticleCards articles={latestArticlesFor('caramper')} />}
      />
    );
  }
  return <SearchRoutePage mobility="caramper" lead={lead} {...props} />;
}
