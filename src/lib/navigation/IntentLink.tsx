'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link that prefetches its page when the visitor shows intent (a pointer over it, focus, a
 * touch) rather than when it scrolls into view: a home page shows some fifteen links at once, and
 * prefetching them all on load costs a phone data it may never use (issue 18).
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
