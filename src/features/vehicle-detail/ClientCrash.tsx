'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Renders nothing on the server and throws in the browser, to test the client-side boundary. */
export function ClientCrash({ section }: { section: string }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (inBrowser) throw new Error(`Deliberate browser crash of the ${section} section for the end-to-end test`);
  return null;
}
