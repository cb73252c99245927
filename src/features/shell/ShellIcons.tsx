import type { ReactNode } from 'react';
import { LineIcon } from '@/lib/icons/LineIcon';
import type { MenuIcon } from './menu-model';

/** Line icons for the shell, drawn on a 24 px grid in currentColor; decorative unless labelled. */
const Icon = LineIcon;

type IconProps = { size?: number; className?: string };

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

export function MobilityIcon({ icon, size, className }: IconProps & { icon: MenuIcon }) {
  return (
    <Icon size={size} className={className}>
      {MOBILITY_PATHS[icon]}
    </Icon>
  );
}

export function HeartIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="M12 20.2 4.6 13A4.9 4.9 0 0 1 11.5 6l.5.5.5-.5a4.9 4.9 0 0 1 6.9 7L12 20.2Z" />
    </Icon>
  );
}

export function MenuBarsIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function ChevronDownIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function ChevronRightIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function ArrowLeftIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function PhoneIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </Icon>
  );
}

export function PlayIcon({ size, className }: IconProps) {
  return (
    <Icon size={size} className={className}>
      <path d="M6 3.8v16.4a.8.8 0 0 0 1.2.7l13.6-8.2a.8.8 0 0 0 0-1.4L7.2 3.1a.8.8 0 0 0-1.2.7Z" />
    </Icon>
  );
}
