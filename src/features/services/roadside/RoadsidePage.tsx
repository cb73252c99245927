import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { FaqBlock } from '@/features/blocks';
import { PageHeader } from '@/features/trade-in/server';
import { env } from '@/lib/config/env';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { faqEntries } from '../rental/page-copy';
import { RENTAL_PATH, servicePageMetadata } from '../rental/rental-metadata';
import { EMERGENCY_PHONE, roadsidePhone } from './roadside-phone';
import serviceStyles from '../rental/service-page.module.css';
import styles from './roadside.module.css';

export const ROADSIDE_PATH = '/pechhulp';
const STEPS = ['stop', 'vest', 'safe', 'call', 'danger'] as const;
const COVERS = ['roadside', 'towing', 'replacement', 'home', 'europe'] as const;
const OPTIONS = ['dealer', 'separate', 'insurance', 'europe'] as const;

export const roadsideMetadata = (): Promise<Metadata> => servicePageMetadata('roadside', ROADSIDE_PATH);

/** /pechhulp (issue 17 item 5): the number to call first, then what to do, what it covers and how to get it. */
export async function RoadsidePage() {
  // The number is the running server's ROADSIDE_PHONE, not the one the build happened to see.
  await connection();
  const [t, site] = await Promise.all([getT('roadside'), siteUrl()]);
  const phone = roadsidePhone(env().ROADSIDE_PHONE);
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: ROADSIDE_PATH, label: t('breadcrumb.page') },
  ];
  return (
    <div className={serviceStyles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={t('intro.lead')} site={site} />
        <section className={styles.call} aria-labelledby="roadside-call-heading">
          <h2 id="roadside-call-heading" className={styles.callTitle}>
            {t('call.heading')}
          </h2>
          <a href={phone.href} className={styles.callButton} data-testid="roadside-call">
            <PhoneIcon />
            {t('call.button', { phone: phone.display })}
          </a>
          <p className={styles.callText}>{t('call.text', { provider: env().ROADSIDE_PROVIDER })}</p>
          <p className={styles.emergency}>
            <strong>{t('call.emergency')}</strong>
            <a href={EMERGENCY_PHONE.href} className={styles.emergencyButton}>
              {t('call.emergencyButton')}
            </a>
          </p>
        </section>
        <section className={serviceStyles.section} aria-labelledby="roadside-steps-heading">
          <h2 id="roadside-steps-heading" className={serviceStyles.sectionTitle}>
            {t('steps.heading')}
          </h2>
          <ol className={serviceStyles.steps}>
            {STEPS.map((key) => (
              <li key={key}>{t(`steps.items.${key}`)}</li>
            ))}
          </ol>
        </section>
        <CardSection id="roadside-covers-heading" heading={t('covers.heading')} lead={t('covers.lead')} items={COVERS.map((key) => ({ key, title: t(`covers.items.${key}.title`), text: t(`covers.items.${key}.text`) }))} />
        <CardSection id="roadside-options-heading" heading={t('options.heading')} items={OPTIONS.map((key) => ({ key, title: t(`options.items.${key}.title`), text: t(`options.items.${key}.text`) }))}>
          <p className={serviceStyles.text}>
            {t('options.rental')}{' '}
            <Link href={RENTAL_PATH} className={serviceStyles.textLink}>
              {t('options.rentalLink')}
            </Link>
          </p>
        </CardSection>
        <FaqBlock heading={t('faq.heading')} items={faqEntries(t)} id="roadside-faq-heading" />
      </div>
    </div>
  );
}

function CardSection({ id, heading, lead, items, children }: { id: string; heading: string; lead?: string; items: { key: string; title: string; text: string }[]; children?: React.ReactNode }) {
  return (
    <section className={serviceStyles.section} aria-labelledby={id}>
      <h2 id={id} className={serviceStyles.sectionTitle}>
        {heading}
      </h2>
      {lead ? <p className={`${serviceStyles.text} ${serviceStyles.muted}`}>{lead}</p> : null}
      <ul className={serviceStyles.tips}>
        {items.map((item) => (
          <li key={item.key} className={serviceStyles.tip}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}
