import type { PageGroup } from './page-meta';

/**
 * The pages of each group in reading order, for the related-links box and the breadcrumb of
 * nested pages. `{productSlug}` is filled in like in file names. The catalog checks at load time
 * that every path here exists and that every page is listed in its own group.
 */
export const GROUP_PAGES: Record<PageGroup, readonly string[]> = {
  zekerheden: [
    '/bovag-zekerheid',
    '/bovag-garantie',
    '/bovag-omruilgarantie',
    '/bovag-afleverbeurt',
    '/bovag-onderhoudsbeurt',
    '/bovag-puntencheck',
    '/heldere-all-in-prijzen',
  ],
  consumenten: ['/c/contact-consumenten', '/veelgestelde-vragen/consumenten', '/informatie/sortering', '/disclaimer-en-privacyverklaring'],
  // Buying guides with live search blocks (product §2 "content-managed landing pages").
  koopgidsen: ['/koopgids/gezinsauto-kopen', '/koopgids/elektrische-occasion-kopen'],
  adverteerders: [
    '/c/adverteren',
    '/adverteren/adverteerder-worden',
    '/c/veelgestelde-vragen-adverteerders',
    '/adverteren/adverteerdersportaal',
    '/adverteren/inloggen-adverteerdersportaal',
    '/c/contact-adverteerders',
    '/adverteren/contact',
  ],
  organisatie: ['/over-{productSlug}', '/samenwerken-met-{productSlug}', '/vacatures', '/disclaimer-en-privacyverklaring'],
};

/** Which boxes a page shows beside its text: its own group first, then the certainties for buyers. */
export const RELATED_BOXES: Record<PageGroup, readonly PageGroup[]> = {
  zekerheden: ['zekerheden'],
  consumenten: ['consumenten', 'zekerheden'],
  koopgidsen: ['koopgidsen', 'zekerheden'],
  organisatie: ['organisatie', 'zekerheden'],
  adverteerders: ['adverteerders'],
};

export function groupPaths(group: PageGroup, productSlug: string): string[] {
  return GROUP_PAGES[group].map((entry) => entry.replace('{productSlug}', productSlug));
}
