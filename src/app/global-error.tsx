'use client';

import { GlobalErrorPage } from '@/features/shell/GlobalErrorPage';

/** The 500 page when the root layout itself crashed: it replaces the whole document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return <GlobalErrorPage error={error} retry={retry} />;
}
