import 'server-only';
import { getImageProps } from 'next/image';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { preload } from 'react-dom';
import { CompareBarSlot } from '@/features/compare/CompareBarSlot';
import { DetailActions } from '@/features/favourites/DetailActions';
import { DetailAnalytics } from '@/features/analytics/DetailAnalytics';
import { detailProduct } from '@/features/analytics/detail-product';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { searchService } from '@/features/search/service';
import { dealerStockLink } from '@/features/search/service/dealer-stock';
import { detailPath } from '@/features/search/service/list-item';
import { env } from '@/lib/config/env';
import { siteUrl as siteUrlOfRequest } from '@/lib/config/site-url.server';
import { formatInteger, formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import { AllInDeal, AllInSummary } from './AllInDeal';
import { DealerBlock, FinancingBanner, InsuranceBanner, ShareButtons, SimilarVehicles } from './around';
import { BackToResults } from './BackToResults';
import { certaintyTags } from './certainty-tags';
import { CallSlot, ContactFormsSlot, ReportFaultSlot, ReserveSlot } from './dealer-contact-slot';
import { serializeJsonLd, vehicleJsonLd } from './json-ld';
import { keyFacts } from './key-facts';
import { MediaCarousel } from './MediaCarousel';
import { PackageCards } from './PackageCards';
import { allInView } from './packages-view';
import { contactProps } from './model';
import { searchNavigation } from './navigation.server';
import { MAIN_SIZES, type CarouselPhoto } from './photos';
import { RecentlyViewed } from './RecentlyViewed';
import { resolveDetail } from './resolve.server';
import type { DetailPathType } from './route-resolve';
import type { DetailRouteProps } from './route-params';
import { parseSearchContext } from './search-context';
import { CertaintyTags, DealerComments, Description, FinancialState, Highlights, History, Maintenance, Options, PointsCheck, Specifications, VehicleReport } from './sections';
import { shareLinks } from './share-links';
import { similarVehicles } from './similar.server';
import { visibleSpecGroups } from './spec-groups';
import { guard, TEST_CRASH_PARAM } from './guard.server';
import styles from './detail.module.css';

const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

function carouselPhoto(name: string): CarouselPhoto {
  const src = `/media/${name}`;
  const { props } = getImageProps({ src, alt: '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT, sizes: MAIN_SIZES });
  const thumb = getImageProps({ src, alt: '', width: 80, height: 60 }).props;
  return { src: props.src, srcSet: props.srcSet ?? '', thumbSrc: thumb.src, thumbSrcSet: thumb.srcSet ?? '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
}

/** The detail page of one listing (product §2, issue 5), shared by the four type routes. */
export async function VehicleDetailPage({ type, ...props }: DetailRouteProps & { type: DetailPathType }) {
  // Rendered per request: the CSP nonce of each response must reach Next's scripts.
  await connection();
  const [{ slug }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const resolved = await resolveDetail(type, slug, searchParams);
  if (resolved.kind === 'notFound') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(resolved.location);
  const { detail } = resolved;
  const { listing, dealer } = detail;
  const t = await getT('detail');
  const now = new Date();
  const siteUrl = await siteUrlOfRequest();
  const canonical = detailPath(listing.mobilityType, listing.title, listing.code);
  const noun = t(`noun.${listing.mobilityType}`);
  const price = formatPrice(listing.price);
  const rawCrash = env().ENABLE_TEST_ROUTES ? searchParams[TEST_CRASH_PARAM] : undefined;
  const crash = typeof rawCrash === 'string' ? rawCrash : undefined;

  const context = parseSearchContext(searchParams);
  const [navigation, similar] = await Promise.all([context ? searchNavigation(context, listing.id) : null, similarVehicles(listing, listing.isActive ? 4 : 8)]);

  const photos = listing.photos.map(carouselPhoto);
  const [first] = photos;
  // The main photo is the LCP element: fetch it with the document, before any script.
  if (first) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: MAIN_SIZES, fetchPriority: 'high' });

  const brandUrl = searchRequestToUrl(normaliseSearchRequest({ mobilityType: listing.mobilityType, brand: listing.brand }));
  const listRoot = LIST_ROOT[listing.mobilityType];
  // The dealer's whole stock as a search, counted by the index; nothing when this listing is all it has.
  const dealerStock = dealerStockLink(await searchService(), dealer.id, listing);
  const otherVehicles = dealerStock && {
    href: dealerStock.url,
    label: t('dealer.allVehicles', { count: dealerStock.total, formatted: formatInteger(dealerStock.total), name: dealer.name }),
  };
  const tags = certaintyTags(listing.mobilityType, listing.warrantyTypes, listing.certainties, t);
  const contact = contactProps(detail);
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const thumb = first ? getImageProps({ src: `/media/${listing.photos[0]}`, alt: '', width: 320, height: 240 }).props.src : null;
  const facts = keyFacts(listing, t);
  const jsonLd = vehicleJsonLd({
    listing,
    dealer,
    url: absolute(canonical),
    images: listing.photos.map((name) => absolute(`/media/${name}`)),
    labels: {
      bodyType: t(`vehicle:bodyType.${listing.bodyType}`, { defaultValue: '' }),
      fuel: listing.fuelTypes[0] ? t(`vehicle:fuel.${listing.fuelTypes[0]}`) : undefined,
      transmission: listing.transmission ? t(`vehicle:transmission.${listing.transmission}`) : undefined,
    },
  });
  const similarBlock = (
    <SimilarVehicles
      items={similar}
      heading={t('sections.similar')}
      empty={t('similar.none')}
      all={{ href: listRoot, label: t('similar.all', { noun: t(`breadcrumb.list.${listing.mobilityType}`).toLowerCase() }) }}
      t={t}
    />
  );

  const banners = listing.isActive
    ? await guard(
        'financingBanners',
        () => (
          <div className={styles.banners}>
            <FinancingBanner price={listing.price / 100} noun={noun} provider={listing.financingProvider ? t(`vehicle:financingProvider.${listing.financingProvider}`, { defaultValue: listing.financingProvider }) : null} t={t} />
            <InsuranceBanner noun={noun} t={t} />
          </div>
        ),
        { crash },
      )
    : null;
  const shareLinksOf = shareLinks({
    url: absolute(canonical),
    title: listing.title,
    emailSubject: t('share.emailSubject', { noun, title: listing.title }),
    emailBody: t('share.emailBody', { noun, title: listing.title, price, interpolation: { escapeValue: false } }),
  });
  const share = await guard('socials', () => <ShareButtons links={shareLinksOf} t={t} />, { crash });
  const noPhoto = <div className={styles.mediaFallback}>{t('media.noPhoto')}</div>;
  const media = await guard(
    'mediaCarousel',
    () =>
      photos.length ? (
        <MediaCarousel
          photos={photos}
          copy={{
            label: t('media.label', { title: listing.title }),
            photoAlt: t('media.photo', { title: listing.title, number: '{{number}}', total: '{{total}}', interpolation: { escapeValue: false } }),
            previous: t('media.previous'),
            next: t('media.next'),
            fullscreen: t('media.fullscreen'),
            close: t('media.close'),
            thumbnails: t('media.thumbnails'),
            thumbnail: t('media.thumbnail', { number: '{{number}}' }),
            counter: t('media.counter', { number: '{{number}}', total: '{{total}}' }),
          }}
        />
      ) : (
        noPhoto
      ),
    { crash, fallback: noPhoto },
  );

  return (
    <div className={`container ${styles.page}`}>
      <DetailAnalytics product={detailProduct(detail)} />
      {navigation ? (
        <nav className={styles.searchNav} aria-label={t('navigation.label')}>
          <BackToResults href={navigation.listUrl} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {t('navigation.back')}
          </BackToResults>
          {navigation.position > 0 && (
            <div className={styles.walk}>
              {navigation.previous ? (
                <Link href={navigation.previous.href} className={styles.walkLink} rel="prev" aria-label={t('navigation.previousLabel', { title: navigation.previous.title })}>
                  {t('navigation.previous')}
                </Link>
              ) : (
                <span className={styles.walkDisabled}>{t('navigation.previous')}</span>
              )}
              <span className={`${styles.position} tabular`}>{t('navigation.position', { position: navigation.position.toLocaleString('nl-NL'), total: navigation.total.toLocaleString('nl-NL') })}</span>
              {navigation.next ? (
                <Link href={navigation.next.href} className={styles.walkLink} rel="next" aria-label={t('navigation.nextLabel', { title: navigation.next.title })}>
                  {t('navigation.next')}
                </Link>
              ) : (
                <span className={styles.walkDisabled}>{t('navigation.next')}</span>
              )}
            </div>
          )}
        </nav>
      ) : (
        <nav className={styles.breadcrumb} aria-label={t('breadcrumb.label')}>
          <ol>
            <li>
              <Link href="/">{t('breadcrumb.home')}</Link>
            </li>
            <li>
              <Link href={listRoot}>{t(`breadcrumb.list.${listing.mobilityType}`)}</Link>
            </li>
            <li>
              <Link href={brandUrl}>{listing.brand}</Link>
            </li>
            <li aria-current="page">
              <span className={styles.crumbCurrent}>{listing.title}</span>
            </li>
          </ol>
        </nav>
      )}

      {!listing.isActive && (
        <div className={styles.inactive}>
          <section className={styles.notice} aria-labelledby="inactive-heading">
            <h2 id="inactive-heading" className={styles.noticeHeading}>
              {t('inactive.heading', { noun })}
            </h2>
            <p>{t('inactive.text')}</p>
          </section>
          {similarBlock}
        </div>
      )}

      <div className={styles.layout}>
        <div className={styles.media}>
          {media}
        </div>

        <aside className={styles.summary} aria-labelledby="vehicle-title">
          <h1 id="vehicle-title" className={styles.title}>
            {listing.title}
          </h1>
          <p className={styles.price}>
            <span className={`${styles.priceValue} tabular`}>{price}</span> <span className={styles.vat}>{t(listing.priceExcludesVat ? 'price.excluded' : 'price.included')}</span>
          </p>
          {await guard('allInDeal', () => AllInSummary({ view: allInView(listing), t }), { crash })}
          <DetailActions detail={detail} href={canonical} />
          {listing.leasePricePerMonth !== null && <p className={styles.lease}>{t('price.lease', { amount: formatPrice(listing.leasePricePerMonth) })}</p>}
          {facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt>{fact.label}</dt>
                  <dd className="tabular">{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {await guard('certainties', () => CertaintyTags({ tags, t }), { crash })}
          {listing.isActive && (
            <div className={styles.cta}>
              {await CallSlot({ ...contact, crash })}
              {await ReserveSlot({ ...contact, crash })}
              <a href="#contact-heading" className={styles.secondaryButton}>
                {t('sections.contact')}
              </a>
            </div>
          )}
          <p className={styles.dealerLine}>
            {dealer.name} · {dealer.city}
          </p>
        </aside>

        <div className={styles.main}>
          {await guard('highlights', () => Highlights({ highlights: listing.highlights, t }), { crash })}
          <Description text={listing.description} t={t} />
          {await guard('specifications', () => Specifications({ groups: visibleSpecGroups(listing.specificationGroups), t }), { crash })}
          {await guard('options', () => Options({ options: listing.options, t }), { crash })}
          {await guard('provenance', () => History({ listing, t, now }), { crash })}
          {await guard('maintenance', () => Maintenance({ certainties: listing.certainties, t }), { crash })}
          {await guard('pointsCheck', () => PointsCheck({ certainties: listing.certainties, t }), { crash })}
          {await guard('financialState', () => FinancialState({ listing, t }), { crash })}
          {await guard('allInDeal', () => AllInDeal({ view: allInView(listing), vat: t(listing.priceExcludesVat ? 'price.excluded' : 'price.included'), t }), { crash })}
          {listing.isActive && (await guard('packageCards', () => PackageCards({ packages: listing.packages, askHref: '#contact-heading', t }), { crash }))}
          {await guard('vehicleReport', () => VehicleReport({ listing, t }), { crash })}
          {await guard('dealerComments', () => DealerComments({ comments: listing.dealerComments, dealer: dealer.name, t }), { crash })}
          {listing.isActive && (
            <section className={styles.section} aria-labelledby="contact-heading">
              <h2 id="contact-heading" className={styles.sectionHeading}>
                {t('sections.contact')}
              </h2>
              {await ContactFormsSlot({ ...contact, crash })}
            </section>
          )}
          {banners}
          <DealerBlock dealer={dealer} otherVehicles={otherVehicles} t={t} now={now} />
          {listing.isActive && (
            <div className={styles.reportFault}>
              {await ReportFaultSlot({ ...contact, crash })}
            </div>
          )}
          {share}
        </div>
      </div>

      {listing.isActive && similarBlock}
      <RecentlyViewed current={{ id: listing.id, title: listing.title, href: canonical, price, image: thumb }} heading={t('sections.recent')} label={t('recent.label')} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <CompareBarSlot />
    </div>
  );
}
