import type { TFunction } from 'i18next';
import Link from 'next/link';
import { FinancingCalculator } from './FinancingCalculator';
import banners from './banners.module.css';

export function FinancingBanner({ price, noun, provider, t }: { price: number; noun: string; provider: string | null; t: TFunction }) {
  return (
    <section className={banners.banner} aria-labelledby="financing-heading">
      <h2 id="financing-heading" className={banners.heading}>
        {t('financing.heading')}
      </h2>
      <p className={banners.intro}>
        {t('financing.intro', { noun })}
        {provider && <> {t('financing.provider', { provider })}.</>}
      </p>
      <FinancingCalculator
        price={price}
        copy={{
          amount: t('financing.amount'),
          term: t('financing.term'),
          months: t('financing.months'),
          monthly: t('financing.monthly'),
          example: t('financing.example'),
          invalid: t('financing.invalid'),
          warning: t('financing.warning'),
        }}
      />
      <Link href="/financieren/autofinanciering" className={banners.link}>
        {t('financing.link')}
      </Link>
    </section>
  );
}
