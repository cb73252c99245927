import 'server-only';
import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { CompareButton } from './CompareButton';

/** Server side of the compare toggle: a small thumbnail URL for the bar, then the island. */
export function CompareToggle({
  id,
  title,
  href,
  price,
  imageUrl,
  label,
  className,
  children,
}: {
  id: number;
  title: string;
  href: string;
  price: string;
  imageUrl: string | null;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const image = imageUrl ? getImageProps({ src: imageUrl, alt: '', width: 160, height: 120 }).props.src : null;
  return (
    <CompareButton entry={{ id, title, href, price, image }} label={label} className={className}>
      {children}
    </CompareButton>
  );
}
