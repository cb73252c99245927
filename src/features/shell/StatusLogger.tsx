'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { logShellEvent } from './log';

/**
 * Product §8: "non-500 paths log status and path". A client component on purpose: the server
 * renders the not-found element into every response as the router's fallback, so a server
 * component would log on every page; a client component renders only where it is shown. On the
 * server that render is the HTML of a real 404; in the browser, a client navigation onto one.
 */
export function StatusLogger({ status }: { status: number }) {
  const pathname = usePathname();
  if (typeof window === 'undefined') logShellEvent('warn', 'page error', { status, path: pathname });
  useEffect(() => {
    logShellEvent('warn', 'page error', { status, path: location.pathname });
  }, [status]);
  return null;
}
