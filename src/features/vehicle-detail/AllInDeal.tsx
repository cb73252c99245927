/** The all-in deal (product §2 "all-in deal", §8 boundary "all-in deal"): server-rendered, no JavaScript. */
import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { AllInLine, AllInView } from './packages-view';
import { Check } from './Check';
import { Section } from './Section';
import styles from './packages.module.css';

export const ALL_IN_SECTION_ID = 'all-in';

function lineLabel(line: AllInLine, t: TFunction): string {
  return line.months ? t('allInDeal.item.bovagGarantieMonths', { months: line.months }) : t(`allInDeal.item.${line.item}`);
}

export function AllInDeal({ view, vat, t }: { view: AllInView | null; vat: string; t: TFunction }) {
  if (!view) return null;
  return (
    <Section id={ALL_IN_SECTION_ID} heading={t('sections.allInDeal')} className={styles.anchored}>
      <div className={styles.deal}>
        <div className={styles.dealPrice}>
          <p className={styles.dealLabel}>{t('allInDeal.label')}</p>
          <p className={styles.dealAmount}>
            <span className="tabular">{view.price}</span> <span className={styles.vat}>{vat}</span>
          </p>
          <p className={styles.dealIntro}>{t('allInDeal.intro')}</p>
          {view.surcharge ? (
            <dl className={styles.breakdown}>
              <div>
                <dt>{t('allInDeal.askingPrice')}</dt>
                <dd className="tabular">{view.askingPrice}</dd>
              </div>
              <div>
                <dt>{t('allInDeal.surcharge')}</dt>
                <dd className="tabular">+ {view.surcharge}</dd>
              </div>
              <div className={styles.breakdownTotal}>
                <dt>{t('allInDeal.total')}</dt>
                <dd className="tabular">{view.price}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.askingIsAllIn}>
              <Check />
              <span>{t('allInDeal.askingIsAllIn')}</span>
            </p>
          )}
        </div>
        <div className={styles.dealIncluded}>
          <h3 className={styles.subHeading}>{t('allInDeal.included')}</h3>
          <ul className={styles.checks}>
            {view.lines.map((line) => (
              <li key={line.item}>
                <Check />
                <span>{lineLabel(line, t)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.more}>
        <Link href="/heldere-all-in-prijzen">{t('allInDeal.link')}</Link>
      </p>
    </Section>
  );
}

/** The all-in price beside the asking price in the summary: "Rijklaar: € 15.745,-", or that the asking price is all-in. */
export function AllInSummary({ view, t }: { view: AllInView | null; t: TFunction }) {
  if (!view) return null;
  return (
    <p className={styles.summary}>
      <a href={`#${ALL_IN_SECTION_ID}-heading`} className={styles.summaryLink}>
        <Check />
        <span className="tabular">{view.surcharge ? t('allInDeal.summary', { amount: view.price }) : t('allInDeal.summaryAllIn')}</span>
        <span className="visually-hidden"> {t('allInDeal.summaryLink')}</span>
      </a>
    </p>
  );
}
