import type { SVGProps } from 'react';
import { LineIcon } from '@/lib/icons/LineIcon';
import { isMobilityType, type MobilityType } from '@/lib/vehicle/enums';

/** 24×24 line drawings (stroke currentColor) of each mobility type. */
const ICON_PATHS: Record<MobilityType, readonly string[]> = {
  car: ['M3 15.5V12l2-4.5C5.4 6.6 6.2 6 7.2 6h9.6c1 0 1.8.6 2.2 1.5l2 4.5v3.5', 'M3 15.5h18v2H3z', 'M3.5 12h17', 'M7.5 17.5v1.5M16.5 17.5v1.5', 'M6 14h1.5M16.5 14H18'],
  bicycle: ['M5.5 17.5a3.5 3.5 0 1 0 0-.01', 'M18.5 17.5a3.5 3.5 0 1 0 0-.01', 'M5.5 17.5 9 10h7l2.5 7.5', 'M9 10l3.5 7.5L16 10', 'M8 7.5h3M15 6.5l1 3.5h2'],
  motor: ['M5 17.5a3 3 0 1 0 0-.01', 'M19 17.5a3 3 0 1 0 0-.01', 'M5 17.5 8.5 12h5l2 3.5H19', 'M8.5 12l1.5-3h4l1.5 3', 'M15.5 7.5 19 17.5M14 6h3'],
  caramper: ['M2.5 16.5V8c0-1.1.9-2 2-2h12c2.5 0 4.5 2 4.5 4.5v6h-18z', 'M6 9h4v3H6zM13 9h4v3h-4z', 'M6.5 18.5a1.8 1.8 0 1 0 0-.01M17.5 18.5a1.8 1.8 0 1 0 0-.01', 'M21 14.5h1.5'],
};

/** The icon's path data; product §8: an unknown mobility type is an error, not a blank icon. */
export function mobilityIconPaths(type: string): readonly string[] {
  if (!isMobilityType(type)) throw new Error(`Unknown mobility type: ${type}`);
  return ICON_PATHS[type];
}

interface MobilityIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  type: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
  size?: number;
}

export function MobilityIcon({ type, title, size = 24, ...rest }: MobilityIconProps) {
  const paths = mobilityIconPaths(type);
  return (
    <LineIcon size={size} strokeWidth={1.6} title={title} {...rest}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
