import Link from 'next/link';
import type { TFunction } from 'i18next';
import { SearchBox, SearchToggle } from '@/features/search-box';
import { searchBoxCopy } from '@/features/search-box/server';
import { publicConfig } from '@/lib/config/site';
import { IntentLink } from '@/lib/navigation/IntentLink';
import { AB_FLAGS, isAbFlagOn } from '@/lib/flags/ab';
import { getFlags } from '@/lib/flags/server';
import { getT } from '@/lib/i18n/server';
import { AppPromo, appPromoCopy } from './AppPromo';
import { appStoreLinks, type AppPlatform } from './app-promo';
import { FavouritesLink } from './FavouritesLink';
import { MobilityIcon } from './MobilityIcon';
import { MegaMenu, MegaMenuItem } from './MegaMenu';
import { MegaPanelLazy } from './MenuLazy';
import { MENU_ITEMS } from './menu';
import { MobileMenu, type DrawerCopy } from './MobileMenu';
import { utilityLinks } from './site-links';
import { Wordmark } from './Wordmark';
import styles from './Header.module.css';
import navStyles from './DesktopNav.module.css';

export type HeaderVariant = 'full' | 'simple';

/** The header's search form; the phone's search button links to it (#zoekbalk) and opens it. */
const HEADER_SEARCH_ID = 'zoekbalk';

function drawerCopy(t: TFunction, product: string): DrawerCopy {
  return {
    open: t('menu.open'),
    close: t('menu.close'),
    title: t('menu.title'),
    back: t('menu.back'),
    backTo: t('menu.backTo'),
    heading: t('menu.chooseType'),
    moreHeading: t('menu.more', { product }),
  };
}

/**
 * The sticky site header (product §2). The links and copy are rendered here on the server; the menus'
 * content is drawn from the static menu by client components in chunks of their own (MenuLazy),
 * so each page's payload does not carry every menu link (docs/decisions/015). The
 * "simple" variant hides the favourites link, for focused flows. The sentence search box (issue 18)
 * sits in the bar from 960 px and behind a search button on phones.
 */
export async function Header({ variant = 'full', favouritesCount, platform }: { variant?: HeaderVariant; favouritesCount: number; platform: AppPlatform }) {
  const config = publicConfig();
  const [t, flags, boxCopy, tBox] = await Promise.all([getT('shell'), getFlags(), searchBoxCopy('header'), getT('search-box')]);
  const product = config.productName;
  const utility = utilityLinks(config.productSlug).map((link) => ({ ...link, label: t(link.labelKey, { product }) }));
  const promo = <AppPromo links={appStoreLinks(platform, config)} copy={appPromoCopy(t, product)} headingLevel={3} />;

  return (
    <header className={styles.header}>
      <div className={styles.utilityRow}>
        <nav className="container" aria-label={t('header.serviceNav')}>
          <ul className={styles.utilityList}>
            {utility.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className={styles.utilityLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.mainRow}>
        <div className={`container ${styles.mainInner}`}>
          <IntentLink href="/" className={styles.home} aria-label={t('header.homeLink', { product })}>
            <Wordmark productName={product} mobile={isAbFlagOn(flags.ab, AB_FLAGS.mobileLogoIcon) ? 'full' : 'noIcon'} />
          </IntentLink>
          <MegaMenu label={t('header.mainNav')}>
            {MENU_ITEMS.map((item) => (
              <MegaMenuItem
                key={item.mobilityType}
                type={item.mobilityType}
                toggleLabel={t('header.openSubmenu', { label: item.link.displayText })}
                link={
                  <IntentLink href={item.link.uri} className={navStyles.link}>
                    <MobilityIcon icon={item.icon} size={22} />
                    {item.link.displayText}
                  </IntentLink>
                }
                panel={<MegaPanelLazy type={item.mobilityType} popularHeading={t('menu.popular')} showQuickList={flags.features['054']} />}
              />
            ))}
          </MegaMenu>
          <SearchBox id={HEADER_SEARCH_ID} copy={boxCopy} variant="header" />
          <div className={styles.actions}>
            <SearchToggle target={HEADER_SEARCH_ID} openLabel={tBox('open')} closeLabel={tBox('close')} />
            {variant === 'full' && (
              <FavouritesLink
                cookieName={config.cookies.favourites}
                serverCount={favouritesCount}
                copy={{ label: t('header.favourites'), countOne: t('header.favouritesCount_one'), countOther: t('header.favouritesCount_other') }}
              />
            )}
            <MobileMenu copy={drawerCopy(t, product)} links={utility} promo={promo} />
          </div>
        </div>
      </div>
    </header>
  );
}
