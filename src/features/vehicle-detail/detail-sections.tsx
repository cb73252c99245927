import 'server-only';
/**
 * The detail page (product §2) as one ordered list of sections: each names the data it needs,
 * the view that renders it and its error boundary (product §8). Adding or moving a section is
 * one entry here; VehicleDetailPage only lays out the regions.
 */
import { getImageProps } from 'next/image';
import { CompareBarSlot } from '@/features/compare/server';
import { DetailActions } from '@/features/favourites/server';
import { DetailAnalytics, detailProduct } from '@/features/analytics';
import { formatInteger, formatPrice } from '@/lib/format/number';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import { PriceChart, priceChartModel, verdictTip, type RatedVehicle } from '@/features/price-rating';
import { AllInDeal, AllInSummary } from './AllInDeal';
import { Breadcrumb } from './Breadcrumb';
import { certaintyTags } from './certainty-tags';
import { CertaintyTags } from './CertaintyTags';
import { CallSlot, ContactBarSlot, ContactFormsSlot, ReportFaultSlot, ReserveSlot } from './DealerContactSlot';
import { ContactLink } from '@/features/dealer-contact';
import { DealerBlock } from './DealerBlock';
import { DealerComments } from './DealerComments';
import { Description } from './Description';
import { FinancialState } from './FinancialState';
import { FinancingBanner } from './FinancingBanner';
import { Highlights } from './Highlights';
import { History } from './History';
import { InactiveNotice } from './InactiveNotice';
import { InsuranceBanner } from './InsuranceBanner';
import { serializeJsonLd, vehicleJsonLd } from './json-ld';
import { keyFacts } from './key-facts';
import { KeyFacts } from './KeyFacts';
import { Maintenance } from './Maintenance';
import { MediaCarousel } from './MediaCarousel';
import { contactProps } from '@/lib/vehicle/detail';
import { Options } from './Options';
import { PackageCards } from './PackageCards';
import { allInView } from './packages-view';
import type { DetailPageData } from './page-data.server';
import { PointsCheck } from './PointsCheck';
import { detailPriceDrop } from './price-drop-view';
import { RecentlyViewed } from './RecentlyViewed';
import { ResultsNavigation } from './ResultsNavigation';
import { Section } from './Section';
import { section, type SectionDescriptor } from './section-descriptor';
import { shareLinks } from './share-links';
import { ShareButtons } from './ShareButtons';
import { SimilarVehicles } from './SimilarVehicles';
import { detailSpecGroups } from './spec-layout';
import { Specifications } from './Specifications';
import { visibleSpecGroups } from '@/lib/vehicle/spec-groups';
import { TitleAndPrice } from './TitleAndPrice';
import { VehicleReport } from './VehicleReport';
import styles from './detail.module.css';

const active = (data: DetailPageData) => data.listing.isActive;
/** The summary's call buttons, which the phone bar watches. */
const CALL_TO_ACTION_ID = 'dealer-acties';
const vat = ({ listing, t }: DetailPageData) => t(listing.priceExcludesVat ? 'price.excluded' : 'price.included');
const contact = (data: DetailPageData) => ({ ...contactProps(data.detail), crash: data.crash });
const rated = ({ listing }: DetailPageData): RatedVehicle => ({ mobilityType: listing.mobilityType, brand: listing.brand, model: listing.model, bodyType: listing.bodyType });
const noPhoto = ({ t }: DetailPageData) => <div className={styles.mediaFallback}>{t('media.noPhoto')}</div>;

function similar({ listing, similar: items, priceDrops: drops, t }: DetailPageData) {
  const all = { href: LIST_ROOT[listing.mobilityType], label: t('similar.all', { noun: t(`breadcrumb.list.${listing.mobilityType}`).toLowerCase() }) };
  return { items, drops, heading: t('sections.similar'), empty: t('similar.none'), all, t };
}

function carouselCopy({ listing, t }: DetailPageData) {
  return {
    label: t('media.label', { title: listing.title }),
    photoAlt: t('media.photo', { title: listing.title, number: '{{number}}', total: '{{total}}', interpolation: { escapeValue: false } }),
    previous: t('media.previous'),
    next: t('media.next'),
    fullscreen: t('media.fullscreen'),
    close: t('media.close'),
    thumbnails: t('media.thumbnails'),
    thumbnail: t('media.thumbnail', { number: '{{number}}' }),
    counter: t('media.counter', { number: '{{number}}', total: '{{total}}' }),
  };
}

function jsonLd({ listing, dealer, canonical, absolute, t }: DetailPageData) {
  return vehicleJsonLd({
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
}

function share({ listing, shareUrl, noun, price, t }: DetailPageData) {
  const links = shareLinks({
    url: shareUrl,
    title: listing.title,
    emailSubject: t('share.emailSubject', { noun, title: listing.title }),
    emailBody: t('share.emailBody', { noun, title: listing.title, price, interpolation: { escapeValue: false } }),
  });
  return { links, url: shareUrl, t };
}

function otherVehicles({ dealerStock, dealer, t }: DetailPageData) {
  return dealerStock && { href: dealerStock.url, label: t('dealer.allVehicles', { count: dealerStock.total, formatted: formatInteger(dealerStock.total), name: dealer.name }) };
}

function recent({ listing, canonical, price, photos, t }: DetailPageData) {
  const image = photos.length ? getImageProps({ src: `/media/${listing.photos[0]}`, alt: '', width: 320, height: 240 }).props.src : null;
  return { current: { id: listing.id, title: listing.title, href: canonical, price, image }, heading: t('sections.recent'), label: t('recent.label') };
}

export const DETAIL_SECTIONS: readonly SectionDescriptor[] = [
  section({ key: 'analytics', region: 'top', boundary: null, needs: ({ detail }) => ({ product: detailProduct(detail) }), view: (props) => <DetailAnalytics {...props} /> }),
  section({ key: 'searchNavigation', region: 'top', boundary: null, needs: ({ navigation, t }) => (navigation ? { navigation, t } : null), view: ResultsNavigation }),
  section({ key: 'breadcrumb', region: 'top', boundary: null, needs: ({ navigation, listing, t }) => (navigation ? null : { listing, t }), view: Breadcrumb }),
  section({
    key: 'inactiveNotice',
    region: 'top',
    boundary: null,
    needs: (data) => (active(data) ? null : { noun: data.noun, t: data.t, similar: similar(data) }),
    view: ({ similar: props, ...notice }) => (
      <InactiveNotice {...notice}>
        <SimilarVehicles {...props} />
      </InactiveNotice>
    ),
  }),

  section({
    key: 'mediaCarousel',
    region: 'media',
    boundary: { section: 'mediaCarousel', fallback: noPhoto },
    needs: (data) => ({ photos: data.photos, copy: carouselCopy(data), fallback: noPhoto(data) }),
    view: ({ photos, copy, fallback }) => (photos.length ? <MediaCarousel photos={photos} copy={copy} /> : fallback),
  }),

  section({
    key: 'titleAndPrice',
    region: 'summary',
    boundary: null,
    needs: (data) => ({
      title: data.listing.title,
      price: data.price,
      vat: vat(data),
      drop: detailPriceDrop(data.priceDrop, data.listing, data.t),
      rating: data.market && verdictTip(data.market.verdict, rated(data), data.t),
    }),
    view: TitleAndPrice,
  }),
  section({ key: 'allInSummary', region: 'summary', boundary: { section: 'allInDeal' }, needs: ({ listing, t }) => ({ view: allInView(listing), t }), view: AllInSummary }),
  section({ key: 'detailActions', region: 'summary', boundary: null, needs: ({ detail, canonical }) => ({ detail, href: canonical }), view: (props) => <DetailActions {...props} /> }),
  section({
    key: 'lease',
    region: 'summary',
    boundary: null,
    needs: ({ listing, t }) => (listing.leasePricePerMonth === null ? null : { amount: formatPrice(listing.leasePricePerMonth), t }),
    view: ({ amount, t }) => <p className={styles.lease}>{t('price.lease', { amount })}</p>,
  }),
  section({ key: 'keyFacts', region: 'summary', boundary: null, needs: ({ listing, t }) => ({ facts: keyFacts(listing, t) }), view: KeyFacts }),
  section({ key: 'certainties', region: 'summary', boundary: { section: 'certainties' }, needs: ({ listing, t }) => ({ tags: certaintyTags(listing.mobilityType, listing.warrantyTypes, listing.certainties, t), t }), view: CertaintyTags }),
  section({
    key: 'callToAction',
    region: 'summary',
    // Each call-to-action guards itself (DealerContactSlot).
    boundary: null,
    needs: (data) => (active(data) ? { ...contact(data), t: data.t } : null),
    view: ({ t, ...slot }) => (
      <div className={styles.cta} id={CALL_TO_ACTION_ID}>
        <CallSlot {...slot} />
        <ReserveSlot {...slot} />
        <ContactLink href="#contact-heading" className={styles.secondaryButton}>
          {t('sections.contact')}
        </ContactLink>
      </div>
    ),
  }),
  section({ key: 'dealerLine', region: 'summary', boundary: null, needs: ({ dealer }) => dealer, view: ({ name, city }) => <p className={styles.dealerLine}>{name} · {city}</p> }),

  section({
    key: 'marketChart',
    region: 'main',
    boundary: { section: 'priceChart' },
    // Only a rated listing has a market to show; one without kilometres (a caravan) gets the rating but no chart.
    needs: (data) => (data.market ? { market: data.market, vehicle: rated(data), t: data.t } : null),
    view: ({ market, vehicle, t }) => {
      const model = priceChartModel(market, vehicle, t);
      return (
        model && (
          <Section id="market" heading={t('price-rating:chart.heading')}>
            <PriceChart model={model} />
          </Section>
        )
      );
    },
  }),
  section({ key: 'highlights', region: 'main', boundary: { section: 'highlights' }, needs: ({ listing, t }) => ({ highlights: listing.highlights, t }), view: Highlights }),
  section({ key: 'description', region: 'main', boundary: null, needs: ({ listing, t }) => ({ text: listing.description, t }), view: Description }),
  section({
    key: 'specifications',
    region: 'main',
    boundary: { section: 'specifications' },
    needs: ({ listing, t }) => ({ groups: detailSpecGroups(listing.mobilityType, visibleSpecGroups(listing.specificationGroups), (key) => t(`specGroups.${key}`)), t }),
    view: Specifications,
  }),
  section({ key: 'options', region: 'main', boundary: { section: 'options' }, needs: ({ listing, t }) => ({ options: listing.options, t }), view: Options }),
  section({ key: 'history', region: 'main', boundary: { section: 'provenance' }, needs: ({ listing, t, now }) => ({ listing, t, now }), view: History }),
  section({ key: 'maintenance', region: 'main', boundary: { section: 'maintenance' }, needs: ({ listing, t }) => ({ certainties: listing.certainties, t }), view: Maintenance }),
  section({ key: 'pointsCheck', region: 'main', boundary: { section: 'pointsCheck' }, needs: ({ listing, t }) => ({ certainties: listing.certainties, t }), view: PointsCheck }),
  section({ key: 'financialState', region: 'main', boundary: { section: 'financialState' }, needs: ({ listing, t }) => ({ listing, t }), view: FinancialState }),
  section({ key: 'allInDeal', region: 'main', boundary: { section: 'allInDeal' }, needs: (data) => ({ view: allInView(data.listing), vat: vat(data), t: data.t }), view: AllInDeal }),
  section({
    key: 'packageCards',
    region: 'main',
    boundary: { section: 'packageCards' },
    needs: (data) => (active(data) ? { packages: data.listing.packages, askHref: '#contact-heading', t: data.t } : null),
    view: PackageCards,
  }),
  section({ key: 'vehicleReport', region: 'main', boundary: { section: 'vehicleReport' }, needs: ({ listing, t }) => ({ listing, t }), view: VehicleReport }),
  section({ key: 'dealerComments', region: 'main', boundary: { section: 'dealerComments' }, needs: ({ listing, dealer, t }) => ({ comments: listing.dealerComments, dealer: dealer.name, t }), view: DealerComments }),
  section({
    key: 'contact',
    region: 'main',
    // Each form guards itself (DealerContactSlot).
    boundary: null,
    needs: (data) => (active(data) ? { ...contact(data), t: data.t } : null),
    view: ({ t, ...slot }) => (
      <Section id="contact" heading={t('sections.contact')}>
        <ContactFormsSlot {...slot} />
      </Section>
    ),
  }),
  section({
    key: 'financingBanners',
    region: 'main',
    boundary: { section: 'financingBanners' },
    needs: (data) => (active(data) ? data : null),
    view: ({ listing, noun, t }) => (
      <div className={styles.banners}>
        <FinancingBanner code={listing.code} price={listing.price / 100} noun={noun} provider={listing.financingProvider ? t(`vehicle:financingProvider.${listing.financingProvider}`, { defaultValue: listing.financingProvider }) : null} t={t} />
        <InsuranceBanner noun={noun} t={t} />
      </div>
    ),
  }),
  section({ key: 'dealer', region: 'main', boundary: null, needs: (data) => ({ dealer: data.dealer, otherVehicles: otherVehicles(data), t: data.t, now: data.now }), view: DealerBlock }),
  section({
    key: 'reportFault',
    region: 'main',
    // The report guards itself (DealerContactSlot).
    boundary: null,
    needs: (data) => (active(data) ? contact(data) : null),
    view: (slot) => (
      <div className={styles.reportFault}>
        <ReportFaultSlot {...slot} />
      </div>
    ),
  }),
  section({ key: 'share', region: 'main', boundary: { section: 'socials' }, needs: share, view: ShareButtons }),

  section({ key: 'similar', region: 'bottom', boundary: null, needs: (data) => (active(data) ? similar(data) : null), view: SimilarVehicles }),
  section({ key: 'recentlyViewed', region: 'bottom', boundary: null, needs: recent, view: (props) => <RecentlyViewed {...props} /> }),
  section({ key: 'jsonLd', region: 'bottom', boundary: null, needs: jsonLd, view: (ld) => <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} /> }),
  section({ key: 'contactBar', region: 'bottom', boundary: null, needs: (data) => (active(data) ? contact(data) : null), view: (slot) => <ContactBarSlot {...slot} watch={CALL_TO_ACTION_ID} /> }),
  section({ key: 'compareBar', region: 'bottom', boundary: null, needs: () => ({}), view: () => <CompareBarSlot /> }),
];
