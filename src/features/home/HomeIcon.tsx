import type { ReactElement } from 'react';
import { LineIcon } from '@/lib/icons/LineIcon';

/** Line icons of the home blocks: decorative, 24 × 24, drawn in currentColor. */
export type HomeIconName = 'shield' | 'wrench' | 'swap' | 'checklist' | 'tag' | 'gauge' | 'store' | 'bike' | 'chat' | 'calendar';

const PATHS: Record<HomeIconName, ReactElement> = {
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  wrench: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.3-.4-.4-2.3 2.8-1.9Z" />,
  swap: (
    <>
      <path d="M4 8h13l-3.5-3.5" />
      <path d="M20 16H7l3.5 3.5" />
    </>
  ),
  checklist: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2" />
      <path d="m7.5 8.5 1.5 1.5 2.5-2.5M13.5 9h3.5M7.5 14.5l1.5 1.5 2.5-2.5M13.5 15h3.5" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0l-8.5-8.1Z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  gauge: (
    <>
      <path d="M4.2 17.5a9 9 0 1 1 15.6 0" />
      <path d="m12 13 4-5" />
      <circle cx="12" cy="13.5" r="1.2" />
    </>
  ),
  store: (
    <>
      <path d="M4 9.5V20h16V9.5" />
      <path d="M3 9.5 5 4h14l2 5.5a2.5 2.5 0 0 1-4.5 1.5 2.5 2.5 0 0 1-4.5 0 2.5 2.5 0 0 1-4.5 0A2.5 2.5 0 0 1 3 9.5Z" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  bike: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="m6 16 4-7h6l2 7M10 9 8.5 6H7M16 9l-4 7H6" />
    </>
  ),
  chat: <path d="M4 5.5h16v10H9.5L5 19.5v-4H4v-10Z" />,
  calendar: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M8.5 3v4M15.5 3v4" />
    </>
  ),
};

export function HomeIcon({ name, size = 24, className }: { name: HomeIconName; size?: number; className?: string }) {
  return (
    <LineIcon className={className} size={size} strokeWidth={1.75}>
      {PATHS[name]}
    </LineIcon>
  );
}
