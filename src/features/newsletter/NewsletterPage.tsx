import Link from 'next/link';
import { allArticles, ArticleCards } from '@/features/blog/server';
import { subscribeCopy } from '@/features/saved-searches/server';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { NewsletterForm, type NewsletterFormCopy } from './NewsletterForm';
import { SIGNUP_ANCHOR } from './signup-form';
import styles from './newsletter-page.module.css';

const PRIVACY_PAGE = '/disclaimer-en-privacyverklaring';

/** "… in de <link>privacyverklaring</link>." with the link in place. */
function PrivacyLine({ template }: { template: string }) {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/.exec(template);
  if (!match) return template;
  return (
    <>
      {match[1]}
      <Link href={PRIVACY_PAGE}>{match[2]}</Link>
      {match[3]}
    </>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * /nieuwsbrief (product §2, newsletter form): what the newsletter brings and how often, the
 * privacy line, and the sign-up with consent and the bot check; under it the latest articles, so
 * a visitor sees what the issues are made of (decision 028).
 */
export async function NewsletterPage() {
  const product = env().PRODUCT_NAME;
  const [t, shared] = await Promise.all([getT('newsletter'), subscribeCopy('search')]);
  const copy: NewsletterFormCopy = {
    title: t('form.title'),
    email: t('form.email'),
    consent: t('form.consent', { product }),
    botCheck: t('form.botCheck'),
    submit: t('form.submit'),
    sending: t('form.sending'),
    noScript: t('form.noScript'),
    doneTitle: t('form.doneTitle'),
    doneText: t('form.doneText', { email: '{{email}}', interpolation: { escapeValue: false } }),
    doneSpam: t('form.doneSpam'),
    alreadyTitle: t('form.alreadyTitle'),
    alreadyText: t('form.alreadyText', { email: '{{email}}', interpolation: { escapeValue: false } }),
    consentError: t('form.consentError'),
    messages: shared.messages,
    widget: shared.widget,
  };
  const recent = allArticles().slice(0, 3);
  return (
    <div className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.intro}>
          <h1 className={styles.heading}>{t('page.title', { product })}</h1>
          <p className={styles.lead}>{t('page.lead')}</p>
          <h2 className={styles.subheading}>{t('page.whatTitle')}</h2>
          <ul className={styles.list}>
            {(['what1', 'what2', 'what3'] as const).map((key) => (
              <li key={key}>
                <CheckIcon />
                <span>{t(`page.${key}`)}</span>
              </li>
            ))}
          </ul>
          <h2 className={styles.subheading}>{t('page.howOftenTitle')}</h2>
          <p className={styles.text}>{t('page.howOften')}</p>
        </div>
        <div id={SIGNUP_ANCHOR} className={styles.card}>
          <NewsletterForm copy={copy} />
          <p className={styles.privacy}>
            <PrivacyLine template={t('page.privacy')} />
          </p>
        </div>
      </div>
      {recent.length > 0 && (
        <section className={`container ${styles.recent}`} aria-labelledby="newsletter-recent">
          <div className={styles.recentHead}>
            <h2 id="newsletter-recent" className={styles.subheading}>
              {t('page.recentTitle')}
            </h2>
            <Link href="/blog" className={styles.all}>
              {t('page.recentAll')}
            </Link>
          </div>
          <ArticleCards articles={recent} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
