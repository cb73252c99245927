import 'server-only';
import Link from 'next/link';
import { formatPrice, formatPercent } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { withQuery } from '../../wizard';
import type { CarCoachResult as Result } from '../coach-result.server';
import { CAR_COACH_PATHS } from '../paths';
import { FINANCING } from '../tables';
import { CoachSearchList } from './CoachSearchList';
import { CostComparison } from './CostComparison';
import styles from './car-coach.module.css';
import view from './result.module.css';

const euros = (amount: number) => formatPrice(amount * 100);

/** /keuzecoach/resultaat: the advice, its monthly costs and the searches it ends at. */
export async function CarCoachResult({ result, query }: { result: Result; query: string }) {
  const t = await getT('car-coach');
  const { recommendation, answers } = result;
  const [fuel = 'hybride'] = recommendation.fuels;
  const [bodyType = 'hatchback'] = recommendation.bodyTypes;
  const budget =
    answers.budget.kind === 'koop'
      ? t('result.budget.koop', { price: euros(result.priceCeiling) })
      : t('result.budget.maand', { monthly: euros(answers.budget.euros), months: FINANCING.months, rate: formatPercent(FINANCING.annualRate, { fixed: true }), price: euros(result.priceCeiling) });
  return (
    <div className={`container ${styles.result}`}>
      <header className={styles.resultHead}>
        <p className={styles.eyebrow}>{t('result.eyebrow')}</p>
        <h1 className={styles.resultTitle}>{t(`result.title.${fuel}`, { bodyType: t(`bodyTypes.${bodyType}`) })}</h1>
        <p className={styles.heroIntro}>{t('result.intro')}</p>
        <p className={styles.budget}>{budget}</p>
      </header>
      <section className={view.advice} aria-label={t('result.eyebrow')}>
        <div className={view.choices}>
          <ChoiceList title={t('result.fuelsTitle')} items={recommendation.fuels.map((value) => t(`fuels.${value}`))} first={t('result.first')} alternative={t('result.alternative')} />
          <ChoiceList
            title={t('result.bodyTypesTitle')}
            items={recommendation.bodyTypes.map((value) => t(`bodyTypesPlural.${value}`))}
            first={t('result.first')}
            alternative={t('result.alternative')}
          />
        </div>
        <ul className={view.reasons}>
          {recommendation.reasons.map((reason) => (
            <li key={reason} className={view.reason}>
              {t(`result.reasons.${reason}`)}
            </li>
          ))}
        </ul>
      </section>
      <CostComparison options={result.costs} answers={answers} />
      <CoachSearchList searches={result.searches} />
      <footer className={styles.resultActions}>
        <Link className={styles.secondaryButton} href={withQuery(CAR_COACH_PATHS.startPath, `${query}&stap=1`)}>
          {t('result.change')}
        </Link>
        <Link className={styles.textLink} href={CAR_COACH_PATHS.startPath}>
          {t('result.restart')}
        </Link>
        <p className={styles.note}>{t('result.share')}</p>
      </footer>
    </div>
  );
}

function ChoiceList({ title, items, first, alternative }: { title: string; items: readonly string[]; first: string; alternative: string }) {
  return (
    <div className={view.choice}>
      <h2 className={view.choiceTitle}>{title}</h2>
      <ol className={view.choiceList}>
        {items.map((item, index) => (
          <li key={item} className={index === 0 ? `${view.choiceItem} ${view.choiceFirst}` : view.choiceItem}>
            <span className={view.choiceName}>{item}</span>
            <span className={view.choiceRank}>{index === 0 ? first : alternative}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
