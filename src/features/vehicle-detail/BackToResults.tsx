'use client';

import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';

interface NavigationEntryLike {
  url: string | null;
  index: number;
}
interface NavigationLike {
  currentEntry: NavigationEntryLike | null;
  entries(): NavigationEntryLike[];
}

function sameTarget(entryUrl: string | null, href: string): boolean {
  if (!entryUrl) return false;
  const entry = new URL(entryUrl);
  const target = new URL(href, location.href);
  return entry.origin === target.origin && entry.pathname === target.pathname && entry.search === target.search;
}

/**
 * Back to the result list. When the list is in this tab's history (the visitor came from it,
 * perhaps walking previous/next since), going back through history restores the list and its
 * scroll position (the shell restores per path on traversal); otherwise it is a plain link.
 */
export function BackToResults({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const current = navigation?.currentEntry;
    if (!navigation || !current) return;
    const entries = navigation.entries();
    for (let i = current.index - 1; i >= 0; i--) {
      const entry = entries[i];
      if (entry && sameTarget(entry.url, href)) {
        event.preventDefault();
        history.go(entry.index - current.index);
        return;
      }
    }
  };
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
