import 'server-only';
import type { Metadata } from 'next';
import { PageHeader } from '@/features/trade-in/server';
import { publicConfig } from '@/lib/config/site';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { API_BASE, API_VERSION, openApiDocument } from '../openapi';
import { fieldRows, operations, schemaNames, type Translate } from './reference-model';
import { FieldTable } from './FieldTable';
import { OperationSection } from './OperationSection';
import styles from './reference.module.css';

export const API_REFERENCE_PATH = '/adverteren/voorraad-api';
const START_ITEMS = ['key', 'auth', 'dealer', 'retry', 'limit'] as const;

export async function apiReferenceMetadata(): Promise<Metadata> {
  const t = await getT('dealer-api');
  const product = publicConfig().productName;
  const title = t('meta.title');
  const description = t('meta.description', { product });
  return { title, description, alternates: { canonical: API_REFERENCE_PATH }, openGraph: { title, description, url: API_REFERENCE_PATH, type: 'website', locale: 'nl_NL', siteName: product } };
}

function example(site: string): string {
  return [
    `curl -X POST ${site}${API_BASE}/listings \\`,
    '  -H "Authorization: Bearer dk_…" \\',
    '  -H "Idempotency-Key: voorraad-2026-06-01-0800" \\',
    '  -F \'feed={"listings":[{"externalId":"VW-1234","photos":["upload:golf-voor.jpg"], …}]};type=application/json\' \\',
    '  -F "photos=@golf-voor.jpg"',
  ].join('\n');
}

/**
 * /adverteren/voorraad-api (issue 19, item 3): the feed API's reference for integrators, in Dutch,
 * rendered from the OpenAPI document the API serves, so the two cannot disagree.
 */
export async function ApiReferencePage() {
  const [t, site] = await Promise.all([getT('dealer-api'), siteUrl()]);
  const tr: Translate = (key, values) => t(`page.${key}`, values);
  const document = openApiDocument();
  const ops = operations(document, tr);
  const schemas = schemaNames(document).filter((name) => name !== 'Listing');
  const product = publicConfig().productName;
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: '/adverteren/adverteerder-worden', label: t('breadcrumb.advertise') },
    { href: API_REFERENCE_PATH, label: t('breadcrumb.page') },
  ];
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('page.title')} lead={t('page.lead', { product })} site={site} />
        <p className={styles.meta}>
          <span>{t('page.version', { version: API_VERSION })}</span>
          <span>
            {t('page.baseUrl')} <code>{`${site}${API_BASE}`}</code>
          </span>
          <a href={`${API_BASE}/openapi.json`} className={styles.documentLink}>
            {t('page.document')}
          </a>
        </p>
        <nav className={styles.toc} aria-labelledby="api-toc-heading">
          <h2 id="api-toc-heading" className={styles.tocTitle}>
            {t('page.tocHeading')}
          </h2>
          <ul>
            <li>
              <a href="#api-start">{t('page.startHeading')}</a>
            </li>
            {ops.map((operation) => (
              <li key={operation.id}>
                <a href={`#api-${operation.id}`}>{operation.summary}</a>
              </li>
            ))}
            <li>
              <a href="#api-listing">{t('page.listingHeading')}</a>
            </li>
            <li>
              <a href="#api-schemas">{t('page.schemasHeading')}</a>
            </li>
          </ul>
        </nav>
        <section id="api-start" className={styles.card} aria-labelledby="api-start-heading">
          <h2 id="api-start-heading" className={styles.sectionTitle}>
            {t('page.startHeading')}
          </h2>
          <ol className={styles.steps}>
            {START_ITEMS.map((key) => (
              <li key={key}>{t(`page.start.${key}`)}</li>
            ))}
          </ol>
          <h3 className={styles.subTitle}>{t('page.exampleHeading')}</h3>
          <pre className={styles.code} tabIndex={0}>
            <code>{example(site)}</code>
          </pre>
        </section>
        <h2 className={styles.groupTitle}>{t('page.operationsHeading')}</h2>
        {ops.map((operation) => (
          <OperationSection key={operation.id} operation={operation} t={tr} />
        ))}
        <section id="api-listing" className={styles.card} aria-labelledby="api-listing-heading">
          <h2 id="api-listing-heading" className={styles.sectionTitle}>
            {t('page.listingHeading')}
          </h2>
          <p className={styles.text}>{t('page.listingLead')}</p>
          <FieldTable rows={fieldRows(document, { $ref: '#/components/schemas/Listing' }, tr)} label={t('page.listingHeading')} t={tr} />
        </section>
        <section id="api-schemas" className={styles.card} aria-labelledby="api-schemas-heading">
          <h2 id="api-schemas-heading" className={styles.sectionTitle}>
            {t('page.schemasHeading')}
          </h2>
          {schemas.map((name) => (
            <div key={name} id={`schema-${name}`} className={styles.schema}>
              <h3 className={styles.subTitle}>
                <code>{name}</code>
              </h3>
              <FieldTable rows={fieldRows(document, { $ref: `#/components/schemas/${name}` }, tr)} label={name} t={tr} />
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}
