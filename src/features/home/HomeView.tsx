import { IntentLink } from '@/lib/navigation/IntentLink';
import type { ReactNode } from 'react';
import { FaqBlock } from '@/features/blocks';
import { PopularSearchLinks, ProfessionalOfTheMonth, UspBarSection } from '@/features/blocks/server';
import { SearchBox } from '@/features/search-box';
import { heroSearchCopy, searchBoxCopy } from '@/features/search-box/server';
import { getT } from '@/lib/i18n/server';
import { LegacyBuildId } from '@/features/legacy-detail/server';
import { HOME_PATH, LIST_ROOT, type MobilityType } from '@/lib/vehicle/enums';
import { AppPromoBlock, type AppStoreLinkProps } from './AppPromoBlock';
import { CertaintiesBanner } from './CertaintiesBanner';
import { Hero } from './Hero';
import { homeFaq } from './home-faq';
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
 * One mobility home: hero with the sentence search box (issue 18), the quick search and live counts, the usp bar, popular brands,
 * certainties, propositions, the professional of the month, blog cards, the FAQ, popular brands
 * and models as links (product §2) and the app promo. The camping list page (/kamperen) shows the
 * same blocks above its results; there the list's bottom carries the popular links instead.
 */
export async function HomeView({ mobility, productName, appLinks, brands, articles }: HomeViewProps) {
  const [stats, t, boxCopy, heroCopy] = await Promise.all([homeStatsService().overview(mobility), getT('home'), searchBoxCopy('hero'), heroSearchCopy()]);
  const search = await quickSearchProps(stats, brands, new Date().getFullYear());
  const faq = homeFaq(mobility, t);
  // Where the home is the list's first page (/kamperen), the list puts the links under its results.
  const seoLinksHere = HOME_PATH[mobility] !== LIST_ROOT[mobility];
  return (
    <div className={styles.home}>
      {/* Existing clients of the site we replace read the build id of their detail calls here (decision 036). */}
      <LegacyBuildId />
      <Hero
        mobility={mobility}
        total={stats.total}
        dealers={stats.dealers}
        search={
          <div className={styles.heroSearch}>
            <h2 className={styles.sentenceTitle}>{heroCopy.title}</h2>
            <p className={styles.sentenceHint}>{heroCopy.hint}</p>
            <SearchBox id="zoeken-home" copy={boxCopy} variant="hero" />
            <p className={styles.or}>{heroCopy.or}</p>
            <QuickSearch {...search} />
          </div>
        }
      />
      <UspBarSection mobility={mobility} />
      <PopularBrandsSection mobility={mobility} brands={popularBrandsWithCounts(brands, stats.brands)} />
      <CertaintiesBanner mobility={mobility} />
      <Propositions mobility={mobility} productName={productName} />
      <ProfessionalOfTheMonth mobility={mobility} />
      <section className={styles.blog} aria-labelledby="home-blog">
        <div className="container">
          <div className={styles.blogHead}>
            <h2 id="home-blog" className={styles.blogTitle}>
              {t('blog.title')}
            </h2>
            <IntentLink href="/blog" className={styles.blogAll}>
              {t('blog.all')}
            </IntentLink>
          </div>
          {articles}
        </div>
      </section>
      <div className="container">
        <FaqBlock heading={faq.heading} items={faq.items} id="home-faq" />
        {seoLinksHere && <PopularSearchLinks mobility={mobility} id="home-popular-searches" />}
      </div>
      <AppPromoBlock links={appLinks} productName={productName} />
    </div>
  );
}
