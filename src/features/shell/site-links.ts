/**
 * The shell's fixed links (product §2 "Shell behaviour"). Labels are keys into shell.json; the
 * "about" pages carry the product's slug (/over-{product}).
 */
export interface ShellLink {
  /** Key under shell.json, read with the product name as {{product}}. */
  labelKey: string;
  href: string;
}

export interface FooterColumn {
  headingKey: string;
  links: readonly ShellLink[];
}

export const FAVORITES_PATH = '/favorieten';

export function aboutPath(productSlug: string): string {
  return `/over-${productSlug}`;
}

export function utilityLinks(productSlug: string): ShellLink[] {
  return [
    { labelKey: 'utility.certainties', href: '/bovag-zekerheid' },
    { labelKey: 'utility.consumers', href: '/veelgestelde-vragen/consumenten' },
    { labelKey: 'utility.advertisers', href: '/c/adverteren' },
    { labelKey: 'utility.about', href: aboutPath(productSlug) },
  ];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    headingKey: 'footer.certainties.heading',
    links: [
      { labelKey: 'footer.certainties.overview', href: '/bovag-zekerheid' },
      { labelKey: 'footer.certainties.warranty', href: '/bovag-garantie' },
      { labelKey: 'footer.certainties.delivery', href: '/bovag-afleverbeurt' },
      { labelKey: 'footer.certainties.maintenance', href: '/bovag-onderhoudsbeurt' },
      { labelKey: 'footer.certainties.pointsCheck', href: '/bovag-puntencheck' },
      { labelKey: 'footer.certainties.allInPrices', href: '/heldere-all-in-prijzen' },
    ],
  },
  {
    headingKey: 'footer.advertisers.heading',
    links: [
      { labelKey: 'footer.advertisers.advertise', href: '/c/adverteren' },
      { labelKey: 'footer.advertisers.become', href: '/adverteren/adverteerder-worden' },
      { labelKey: 'footer.advertisers.login', href: '/adverteren/inloggen-adverteerdersportaal' },
      { labelKey: 'footer.advertisers.faq', href: '/c/veelgestelde-vragen-adverteerders' },
      { labelKey: 'footer.advertisers.contact', href: '/c/contact-adverteerders' },
    ],
  },
  {
    headingKey: 'footer.consumers.heading',
    links: [
      { labelKey: 'footer.consumers.faq', href: '/veelgestelde-vragen/consumenten' },
      { labelKey: 'footer.consumers.contact', href: '/c/contact-consumenten' },
      { labelKey: 'footer.consumers.choiceCoach', href: '/keuzecoach' },
      { labelKey: 'footer.consumers.blog', href: '/blog' },
      { labelKey: 'footer.consumers.sorting', href: '/informatie/sortering' },
    ],
  },
];

export function footerBarLinks(productSlug: string): ShellLink[] {
  return [
    { labelKey: 'footer.bar.about', href: aboutPath(productSlug) },
    { labelKey: 'footer.bar.disclaimer', href: '/disclaimer-en-privacyverklaring' },
    { labelKey: 'footer.bar.cookies', href: '/cookie-voorkeuren' },
    { labelKey: 'footer.bar.vacancies', href: '/vacatures' },
  ];
}
