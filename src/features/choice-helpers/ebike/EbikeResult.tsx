import Link from 'next/link';
import { connection } from 'next/server';
import { subscribeCopy } from '@/features/saved-searches/server';
import { getT } from '@/lib/i18n/server';
import { followRedirect, resolveResult, withQuery, type WizardParams } from '../wizard';
import { AdviceMailer, type AdviceMailerCopy } from './AdviceMailer';
import { adviceCopy } from './advice-copy';
import { EbikeMatchesSection } from './EbikeMatchesSection';
import { findEbikeMatches } from './matches.server';
import { ARCHETYPE_PHOTOS } from './photos';
import { EBIKE_PATHS, EBIKE_WIZARD } from './questions';
import { ebikeAdvice } from './rules';
import styles from './ebike.module.css';
import { StaticImage } from '@/lib/image/StaticImage';

const MAILER_KEYS = ['title', 'intro', 'email', 'keepPosted', 'keepPostedHint', 'botCheck', 'submit', 'sending', 'doneTitle', 'doneText', 'donePosted'] as const;
const MAILER_ERRORS = ['email', 'answers', 'tooMany', 'failed'] as const;

/**
 * /keuzehulp/elektrische-fiets/resultaat?…answers…: the archetype, advice, budget and tip, the
 * e-bikes in stock that fit, and the mailer. An incomplete or untidy URL is redirected first.
 */
export async function EbikeResult({ params }: { params: WizardParams }) {
  const view = resolveResult(EBIKE_WIZARD, params);
  if (view.kind === 'redirect') followRedirect(EBIKE_PATHS, view);
  // Live stock: rendered per request.
  await connection();
  const [t, matches, subscriptions] = await Promise.all([getT('choice-helper'), findEbikeMatches(view.answers), subscribeCopy('search')]);
  const advice = ebikeAdvice(view.answers);
  const words = adviceCopy(advice, (key, values) => t(key, values));
  const mailerCopy = Object.fromEntries(MAILER_KEYS.map((key) => [key, t(`mailer.${key}`)])) as Record<(typeof MAILER_KEYS)[number], string>;
  const copy: AdviceMailerCopy = {
    ...mailerCopy,
    errors: Object.fromEntries(MAILER_ERRORS.map((key) => [key, t(`mailer.errors.${key}`)])) as AdviceMailerCopy['errors'],
    botCheckMissing: subscriptions.messages.botCheckMissing,
    widget: subscriptions.widget,
  };
  return (
    <div className={`container ${styles.result}`}>
      <header className={styles.resultHead}>
        <div className={styles.resultIntro}>
          <p className={styles.eyebrow}>{t('result.eyebrow')}</p>
          <h1 className={styles.resultTitle}>{words.archetype}</h1>
          <p className={styles.resultSummary}>{words.summary}</p>
        </div>
        <div className={styles.resultPhoto}>
          <StaticImage src={`/media/${ARCHETYPE_PHOTOS[advice.archetype]}`} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 960px) 360px, 100vw" className={styles.heroImage} />
        </div>
      </header>
      <div className={styles.resultGrid}>
        <div className={styles.resultMain}>
          <section className={styles.card} aria-labelledby="advice-title">
            <h2 id="advice-title" className={styles.cardTitle}>
              {t('result.adviceTitle')}
            </h2>
            <ul className={styles.adviceList}>
              {words.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
          <div className={styles.pair}>
            <section className={styles.card} aria-labelledby="budget-title">
              <h2 id="budget-title" className={styles.cardTitle}>
                {t('result.budgetTitle')}
              </h2>
              {words.budget.map((line) => (
                <p key={line} className={styles.cardText}>
                  {line}
                </p>
              ))}
            </section>
            <section className={`${styles.card} ${styles.tip}`} aria-labelledby="tip-title">
              <h2 id="tip-title" className={styles.cardTitle}>
                {t('result.tipTitle')}
              </h2>
              <p className={styles.cardText}>{words.tip}</p>
            </section>
          </div>
          <p className={styles.restartRow}>
            <Link href={EBIKE_PATHS.startPath} className={styles.secondaryButton}>
              {t('result.restart')}
            </Link>
            <Link href={withQuery(EBIKE_PATHS.startPath, `${view.query}&stap=1`)} className={styles.textLink}>
              {t('result.change')}
            </Link>
          </p>
        </div>
        <aside className={styles.resultSide}>
          <AdviceMailer copy={copy} answers={view.query} />
        </aside>
      </div>
      <EbikeMatchesSection matches={matches} motorPreference={view.answers.motor !== 'geen-voorkeur'} />
    </div>
  );
}

export async function ebikeResultTitle(params: WizardParams): Promise<string> {
  const t = await getT('choice-helper');
  const view = resolveResult(EBIKE_WIZARD, params);
  const archetype = view.kind === 'complete' ? t(`archetypes.${ebikeAdvice(view.answers).archetype}.name`) : t('landing.title');
  return t('meta.resultTitle', { archetype });
}
