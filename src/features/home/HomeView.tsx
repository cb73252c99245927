import Link from 'next/link';
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { AppPromoBlock, type AppStoreLinkProps } from './AppPromoBlock';
import { CertaintiesBanner } from './CertaintiesBanner';
import { Hero } from './Hero';
import { PopularBrandsSection } from './PopularBrandsSection';
import { popularBrandsWithCounts, type PopularBrand } from './popular-brands';
import { Propositions } from './Propositions';
import { QuickSearch } from './QuickSearch';
import { quickSearchProps } from './quick-search-props';
import { homeStatsService } from './stats';
import styles from './home-view.module.css';

export interface HomeViewProps {
  mobility: MobilityType;
  productName: string;
  appLinks: readonly AppStoreLinkProps[];
  /** The makes with a brand mark for this mobility type (the brands feature's list). */
  brands: readonly PopularBrand[];
  /** Article cards of this mobility type; the blog feature renders them and the page passes them in. */
  articles: ReactNode;
}

/**
 * One mobility home: hero with quick search and live counts, popular brands, certainties,
 * propositions, blog cards and the app promo. The camping list page (/kamperen) can show the
 * same blocks above its results.
 */
export async function HomeView({ mobility, productName, appLinks, brands, articles }: HomeViewProps) {
  const [stats, t] = await Promise.all([homeStatsService().overview(mobility), getT('home')]);
  const search = await quickSearchProps(stats, brands, new Date().getFullYear());
  return (
    <div className={styles.home}>
      <Hero
        mobility={mobility}
        total={stats.total}
        dealers={stats.dealers}
        search={<QuickSearch {...search} />}
      />
      <PopularBrandsSection mobility={mobility} brands={popularBrandsWithCounts(brands, stats.brands)} />
      <CertaintiesBanner mobility={mobility} />
      <Propositions mobility={mobility} productName={productName} />
      <section className={styles.blog} aria-labelledby="home-blog">
        <div className="container">
          <div className={styles.blogHead}>
            <h2 id="home-blog" className={styles.blogTitle}>
              {t('blog.title')}
            </h2>
            <Link href="/blog" className={styles.blogAll}>
              {t('blog.all')}
            </Link>
          </div>
          {articles}
        </div>
      </section>
      <AppPromoBlock links={appLinks} productName={productName} />
    </div>
  );
}
