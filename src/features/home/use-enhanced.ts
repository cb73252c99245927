import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** False while rendering on the server and hydrating, true once the browser runs this code. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
