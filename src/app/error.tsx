'use client';

import { ErrorPage } from '@/features/shell/ErrorPage';

/** A crash inside a page: the generic error page within the shell (HTTP 500 when not yet streamed). */
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPage error={error} retry={retry} />;
}
