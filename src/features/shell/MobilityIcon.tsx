import type { ReactNode } from 'react';
import { LineIcon } from '@/lib/icons/LineIcon';
import type { MenuIcon } from './menu-model';

/*
 * The mobility types' line icons, apart from ShellIcons: the header and the menus' chunks draw them,
 * while the header's client parts (favourites, mobile menu) need only the small icons, and would
 * otherwise carry these paths in every page's first-load JavaScript.
 */
const MOBILITY_PATHS: Record<MenuIcon, ReactNode> = {
  car: (
    <>
      <path d="M5 17H3.5a.5.5 0 0 1-.5-.5V13l2.2-5.1A1.5 1.5 0 0 1 6.6 7h10.8a1.5 1.5 0 0 1 1.4.9L21 13v3.5a.5.5 0 0 1-.5.5H19" />
      <path d="M3 13h18M9.5 17h5" />
      <circle cx="7.3" cy="17" r="2" />
      <circle cx="16.7" cy="17" r="2" />
    </>
  ),
  bicycle: (
    <>
      <circle cx="5.5" cy="16" r="3.5" />
      <circle cx="18.5" cy="16" r="3.5" />
      <path d="M5.5 16 9 9.5h6.5L18.5 16M9 9.5l3 6.5 3.5-6.5M7.5 7.5h3M14.5 7h2.2l-1.2 2.5" />
    </>
  ),
  motor: (
    <>
      <circle cx="5" cy="16.5" r="3" />
      <circle cx="19" cy="16.5" r="3" />
      <path d="M5 16.5h5.5l2.5-4.5H8L6.5 10.5H4M13 12l6 4.5M14 7.5h2.5l2.5 6" />
    </>
  ),
  caramper: (
    <>
      <path d="M3 16V9a3 3 0 0 1 3-3h10.5A3.5 3.5 0 0 1 20 9.5V16H3Z" />
      <path d="M6 9.5h4v3H6zM13 9.5h3.5V16M20 16h2" />
      <circle cx="8.5" cy="17.5" r="1.8" />
    </>
  ),
};

export function MobilityIcon({ icon, size, className }: { icon: MenuIcon; size?: number; className?: string }) {
  return (
    <LineIcon size={size} className={className}>
      {MOBILITY_PATHS[icon]}
    </LineIcon>
  );
}
