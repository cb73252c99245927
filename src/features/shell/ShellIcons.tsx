import { LineIcon } from '@/lib/icons/LineIcon';

/** Line icons for the shell, drawn on a 24 px grid in currentColor; decorative unless labelled. */
const Icon = LineIcon;

type IconProps = { size?: number; className?: string };

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
