import Link from 'next/link';
import { SearchBlock } from '@/features/blocks/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { publicConfig } from '@/lib/config/site';
import { formatLongDate } from '@/lib/format/date';
import { getT } from '@/lib/i18n/server';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import type { Catalog, ContentPage } from './catalog';
import type { PageGroup } from './page-meta';
import { RelatedLinks } from './RelatedLinks';
import { breadcrumbJsonLd, faqJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { TableOfContents } from './TableOfContents';
import styles from './content-page.module.css';
import prose from './prose.module.css';

/** A long page gets a table of contents: enough sections, and enough text to scroll through. */
const TOC_MIN_SECTIONS = 4;
const TOC_MIN_WORDS = 450;

function crumbsFor(page: ContentPage, catalog: Catalog, home: string): Crumb[] {
  const crumbs: Crumb[] = [{ href: '/', label: home }];
  const parent = page.meta.parent ? catalog.pages.get(page.meta.parent) : undefined;
  if (parent) crumbs.push({ href: parent.path, label: parent.meta.navTitle ?? parent.meta.title });
  crumbs.push({ href: page.path, label: page.meta.navTitle ?? page.meta.title });
  return crumbs;
}

function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export async function ContentPageView({ page, catalog }: { page: ContentPage; catalog: Catalog }) {
  const t = await getT('content');
  const { productName, productSlug } = publicConfig();
  const crumbs = crumbsFor(page, catalog, t('pages.breadcrumb.home'));
  const sections = page.headings.filter((heading) => heading.depth === 2);
  const { ctaLabel, ctaHref, updated } = page.meta;
  const external = ctaHref !== undefined && !ctaHref.startsWith('/');

  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumb crumbs={crumbs} label={t('pages.breadcrumb.label')} />
        <div className={styles.layout}>
          <article className={styles.article}>
            <header className={styles.header}>
              <h1 className={styles.title}>{page.meta.title}</h1>
              {page.leadHtml ? <div className={styles.lead} dangerouslySetInnerHTML={{ __html: page.leadHtml }} /> : null}
              {updated ? (
                <p className={styles.updated}>
                  {t('pages.updated')} <time dateTime={updated}>{formatLongDate(new Date(`${updated}T12:00:00Z`))}</time>
                </p>
              ) : null}
              {ctaLabel && ctaHref ? (
                external ? (
                  <a className={styles.cta} href={ctaHref} target="_blank" rel="noopener noreferrer">
                    {ctaLabel}
                    <span className="visually-hidden"> {t('pages.externalLink')}</span>
                    <span aria-hidden="true" className={styles.ctaIcon} />
                  </a>
                ) : (
                  <Link className={styles.cta} href={ctaHref}>
                    {ctaLabel}
                  </Link>
                )
              ) : null}
            </header>
            {sections.length >= TOC_MIN_SECTIONS && page.wordCount >= TOC_MIN_WORDS ? <TableOfContents headings={sections} title={t('pages.toc')} /> : null}
            {page.parts.map((part, index) =>
              part.kind === 'html' ? (
                <div key={index} className={`${prose.prose} ${page.meta.layout === 'faq' ? prose.faq : ''}`} dangerouslySetInnerHTML={{ __html: part.html }} />
              ) : (
                <SearchBlock key={index} target={part.target} id={`zoekblok-${index}`} />
              ),
            )}
          </article>
          <RelatedLinks
            page={page}
            catalog={catalog}
            productSlug={productSlug}
            labels={{
              heading: (group: PageGroup) => t(`pages.related.${group}`, { product: productName }),
              helpTitle: t('pages.help.title'),
              helpText: t(page.meta.group === 'adverteerders' ? 'pages.help.advertisers' : 'pages.help.consumers'),
              helpLink: t('pages.help.link'),
            }}
          />
        </div>
      </div>
      <JsonLd data={breadcrumbJsonLd(crumbs, await siteUrl())} />
      {page.faq.length > 0 ? <JsonLd data={faqJsonLd(page.faq)} /> : null}
    </div>
  );
}
