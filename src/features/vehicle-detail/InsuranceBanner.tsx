import type { TFunction } from 'i18next';
import Link from 'next/link';
import banners from './banners.module.css';

export function InsuranceBanner({ noun, t }: { noun: string; t: TFunction }) {
  return (
    <section className={`${banners.banner} ${banners.insurance}`} aria-labelledby="insurance-heading">
      <h2 id="insurance-heading" className={banners.heading}>
        {t('insurance.heading')}
      </h2>
      <p className={banners.intro}>{t('insurance.text', { noun })}</p>
      <Link href="/verzekering/autoverzekering" className={banners.button}>
        {t('insurance.link')}
      </Link>
    </section>
  );
}
