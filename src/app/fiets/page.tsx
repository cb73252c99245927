import { headers } from 'next/headers';
import { ArticleCards } from '@/features/blog/ArticleCards';
import { latestArticlesFor } from '@/features/blog/articles';
import { brandMarksFor } from '@/features/brands/brands';
import { HomeView } from '@/features/home/HomeView';
import { homeMetadata } from '@/features/home/metadata';
import { appStoreLinks, detectAppPlatform } from '@/features/shell/app-promo';
import { publicConfig } from '@/lib/config/site';

export function generateMetadata() {
  return homeMetadata('bicycle');
}

export default async function Page() {
  const config = publicConfig();
  const platform = detectAppPlatform((await headers()).get('user-agent'));
  return (
    <HomeView
      mobility="bicycle"
      productName={config.productName}
      appLinks={appStoreLinks(platform, config)}
      brands={brandMarksFor('bicycle')}
      articles={<ArticleCards articles={latestArticlesFor('bicycle')} />}
    />
  );
}
