'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { CompareBarCopy } from './CompareBar';
import { NO_SELECTION, selectionSnapshot, subscribeSelection } from './store';

// Most visits never choose a vehicle to compare, so the bar's code loads only once one is chosen.
const CompareBar = dynamic(() => import('./CompareBar').then((module) => module.CompareBar), { ssr: false });

export function CompareBarLazy({ copy }: { copy: CompareBarCopy }) {
  const selection = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => NO_SELECTION);
  return selection.length ? <CompareBar copy={copy} /> : null;
}
