'use client';

import { useCallback, useRef, useState } from 'react';
import { countLabel, parseRecentSearches, RECENT_SEARCHES_KEY } from '@/features/search-filters';
import { BLOCKED, createStoredValue } from '@/lib/browser-storage/stored-value';
import type { SearchBoxCopy } from './copy';
import { boxOptions, parseSuggestAnswer, type BoxOption, type RecentEntry } from './suggestion-list';

/** Typing pauses shorter than this are one burst: one request for it. */
const DEBOUNCE_MS = 120;

// Read-only: the search pages write the visitor's recent searches (search-filters).
const recentStore = createStoredValue(RECENT_SEARCHES_KEY, parseRecentSearches);
function recentSearches(): RecentEntry[] {
  const list = recentStore.snapshot();
  return list === BLOCKED ? [] : list;
}

/**
 * The options for the text typed: asked of `GET /api/client/search/suggest` once typing pauses,
 * an older question aborted when a newer one starts; nothing typed shows the recent searches.
 */
export function useSuggestions(copy: SearchBoxCopy) {
  const [options, setOptions] = useState<BoxOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  /** The text the options answer, and where it leads as typed (the first option). */
  const answered = useRef<{ text: string; url: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const show = useCallback(
    (next: BoxOption[]) => {
      setOptions(next);
      setActive(-1);
      setOpen(next.length > 0);
      setAnnouncement(countLabel(copy.announce, next.length));
    },
    [copy.announce],
  );

  const update = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      request.current?.abort();
      if (text.trim() === '') {
        answered.current = null;
        show(boxOptions([], recentSearches(), '', copy));
        return;
      }
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        request.current = controller;
        fetch(`/api/client/search/suggest?q=${encodeURIComponent(text)}`, { headers: { accept: 'application/json' }, signal: controller.signal })
          .then(async (response) => {
            if (!response.ok) throw new Error(`suggest answered ${response.status}`);
            const suggestions = parseSuggestAnswer(await response.json());
            answered.current = suggestions[0] ? { text, url: suggestions[0].url } : null;
            show(boxOptions(suggestions, recentSearches(), text, copy));
          })
          .catch((error: unknown) => {
            // Suggestions are a help: without them the box still submits.
            if (!controller.signal.aborted) console.warn('search suggestions failed', error);
          });
      }, DEBOUNCE_MS);
    },
    [copy, show],
  );

  const abort = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);
  return { options, setOptions, open, setOpen, active, setActive, announcement, answered, update, abort };
}

export type { BoxOption };
