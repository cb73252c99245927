import 'server-only';
import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { boundedMemo } from '@/lib/memo/bounded-memo';
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
  children?: ReactNode;
}) {
  const image = imageUrl ? thumbnailUrl(imageUrl) : null;
  return (
    <CompareButton entry={{ id, title, href, price, image }} label={label} className={className}>
      {children}
    </CompareButton>
  );
}

/** The bar's thumbnail URL depends only on the photo: once per photo, not once per card and request. */
const thumbnailUrl = boundedMemo(5_000, (src) => getImageProps({ src, alt: '', width: 160, height: 120 }).props.src);
