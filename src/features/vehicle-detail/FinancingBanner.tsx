import type { TFunction } from 'i18next';
import Link from 'next/link';
import { FinancingCalculator } from '@/features/financing-calculator';
import banners from './banners.module.css';

/** Financing paths of the car as a query: the financing page names the vehicle and sends the request to its dealer (issue 17). */
function financingHref(code: string): string {
  return `/financieren/autofinanciering?voertuig=${encodeURIComponent(code)}`;
}

export function FinancingBanner({ code, price, noun, provider, t }: { code: string; price: number; noun: string; provider: string | null; t: TFunction }) {
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
      <Link href={financingHref(code)} className={banners.link}>
        {t('financing.link')}
      </Link>
    </section>
  );
}
