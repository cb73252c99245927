'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FAVORITES_CHANGED_EVENT } from './browser';

/** On /favorieten a heart or remove button changes what the server shows: fetch the page again. */
export function RefreshOnChange() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener(FAVORITES_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(FAVORITES_CHANGED_EVENT, refresh);
  }, [router]);
  return null;
}
