import 'server-only';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { popularSearchLinks } from './seo-links.server';
import { SeoLinksView } from './SeoLinksView';

/** The SEO block of a vehicle type: its most offered brands and models, linked with their live counts. */
export async function PopularSearchLinks({ mobility, id = 'popular-searches' }: { mobility: MobilityType; id?: string }) {
  const [links, t] = await Promise.all([popularSearchLinks(mobility), getT('blocks')]);
  return (
    <SeoLinksView
      id={id}
      heading={t(`seoLinks.heading.${mobility}`)}
      groups={[
        { title: t('seoLinks.brands'), links: links.brands },
        { title: t('seoLinks.models'), links: links.models },
      ]}
      count={(link) => t('seoLinks.count', { formatted: formatInteger(link.count) })}
    />
  );
}
