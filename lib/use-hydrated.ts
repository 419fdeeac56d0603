import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, then true. Forms that post with
 * JavaScript keep their submit button disabled until then, so an early click cannot fall back
 * to the browser's own GET submission (which would put the fields, card number included, in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
