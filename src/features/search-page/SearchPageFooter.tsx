import 'server-only';
import { PopularSearchLinks } from '@/features/blocks/server';
import { LandingEditorialView, type LandingEditorial } from '@/features/content/server';
import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { SeoBlock } from './SeoBlock';

export interface SearchPageFooterProps {
  /** An editor's advice and FAQ for this landing (content/landings), on its first page. */
  editorial: LandingEditorial | null;
  /** The generated SEO text of an indexed first page, when there is no editorial copy. */
  seo: { heading: string; text: string } | null;
  /** A list root's first page: its popular brands and models as links (product §2 "seo content"). */
  popularLinksOf: MobilityType | null;
}

/** What follows a result list: editorial advice or the SEO text, and at a list root the popular searches. */
export async function SearchPageFooter({ editorial, seo, popularLinksOf }: SearchPageFooterProps) {
  const t = editorial ? await getT('content') : null;
  return (
    <>
      {editorial && t ? <LandingEditorialView editorial={editorial} updatedLabel={t('landing.updated')} /> : seo && <SeoBlock heading={seo.heading} text={seo.text} />}
      {popularLinksOf && <PopularSearchLinks mobility={popularLinksOf} />}
    </>
  );
}
