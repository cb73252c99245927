'use client';

import { useEffect, useLayoutEffect } from 'react';
import { keepPlace, placeAfterLink, restoreFocus, type FocusZone } from '@/features/search-filters';
import { ensureAnnouncer } from '@/lib/dom/announce';

const ZONES: readonly FocusZone[] = ['chips', 'sort', 'pages'];

/**
 * The keyboard's place after a chip, an order or a page link was followed (issue 18): the link is
 * gone from the new page, so without this the focus falls to <body>. The links' containers carry
 * data-focus-zone; a followed link is one whose click the search navigation took over
 * (defaultPrevented), never a new tab. Renders nothing. `url`: the page's address, so the place
 * is taken again when the page stays mounted across a navigation.
 */
export function KeepSearchFocus({ url }: { url: string }) {
  useEffect(() => {
    ensureAnnouncer();
    // On window, so the search links' own handler on the document has decided first.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      const zone = link?.closest<HTMLElement>('[data-focus-zone]')?.dataset.focusZone as FocusZone | undefined;
      if (!link || !zone || !ZONES.includes(zone)) return;
      const item = link.closest('li');
      const chipIndex = zone === 'chips' && item?.parentElement ? [...item.parentElement.children].indexOf(item) : null;
      keepPlace(placeAfterLink(zone, chipIndex));
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  // The new page's tree is in the document here: the place is on it.
  useLayoutEffect(() => {
    restoreFocus();
  }, [url]);
  return null;
}
