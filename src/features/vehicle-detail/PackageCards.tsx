/** The dealer's package cards (product §2 "package cards"): server-rendered, no JavaScript. */
import type { TFunction } from 'i18next';
import type { ListingPackage } from '@/lib/vehicle/packages';
import { orderedPackages, packagePrice } from './packages-view';
import { Check } from './Check';
import { Section } from './Section';
import styles from './packages.module.css';

function Card({ item, index, t }: { item: ListingPackage; index: number; t: TFunction }) {
  const price = packagePrice(item.price);
  const headingId = `package-${index}-heading`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId} className={styles.cardBody}>
        <p className={styles.eyebrow}>{t(`packages.kind.${item.kind}`, { defaultValue: t('packages.kind.overig') })}</p>
        <h3 id={headingId} className={styles.cardName}>
          {item.name}
        </h3>
        {item.description && <p className={styles.cardDescription}>{item.description}</p>}
        <ul className={styles.checks} aria-label={t('packages.contents')}>
          {item.items.map((line) => (
            <li key={line}>
              <Check />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        <p className={styles.cardPrice}>
          {price.included ? (
            <span className={styles.included}>{t('packages.included')}</span>
          ) : (
            <>
              <span className="visually-hidden">{t('packages.price')}: </span>
              <span className="tabular">{price.text}</span>
            </>
          )}
        </p>
      </article>
    </li>
  );
}

export function PackageCards({ packages, askHref, t }: { packages: readonly ListingPackage[]; askHref: string | null; t: TFunction }) {
  if (!packages.length) return null;
  return (
    <Section id="packages" heading={t('sections.packages')}>
      <p className={styles.intro}>{t('packages.intro')}</p>
      <ul className={styles.cards}>
        {orderedPackages(packages).map((item, index) => (
          <Card key={`${item.kind}-${item.name}`} item={item} index={index} t={t} />
        ))}
      </ul>
      {askHref && (
        <p className={styles.more}>
          <a href={askHref}>{t('packages.ask')}</a>
        </p>
      )}
    </Section>
  );
}
