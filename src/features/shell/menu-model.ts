import type { MobilityType } from '@/lib/vehicle/enums';

/** Product §3 "Menu item": the content of the header's mega menus and the mobile drawer. */
export interface MenuLink {
  displayText: string;
  /** A longer description for the link's title attribute; empty when the text says it all. */
  title: string;
  uri: string;
  /** External links open in a new tab and are marked as such. */
  external: boolean;
  /** The group's "see everything" link: rendered last and emphasised. */
  overview: boolean;
}

export interface LinkGroup {
  heading: string;
  links: readonly MenuLink[];
}

/** One drawing per mobility type. */
export type MenuIcon = MobilityType;

export interface MenuItem {
  mobilityType: MobilityType;
  icon: MenuIcon;
  /** Order in the header and the drawer, 1 first. */
  position: number;
  /** The mobility type's home page. */
  link: MenuLink;
  /** "View all supply": the unfiltered search list. */
  callToAction: MenuLink;
  /** The few most used shortcuts, shown beside the call to action in the desktop mega menu. */
  quickList: readonly MenuLink[];
  /** Shortcuts shown under the call to action in the drawer, such as the type's home. */
  quickLinks: readonly MenuLink[];
  linkGroups: readonly LinkGroup[];
}

export function menuLink(displayText: string, uri: string, options: Partial<Omit<MenuLink, 'displayText' | 'uri'>> = {}): MenuLink {
  return { displayText, uri, title: options.title ?? '', external: options.external ?? false, overview: options.overview ?? false };
}
