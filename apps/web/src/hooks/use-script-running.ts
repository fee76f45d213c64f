import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's render and while hydrating it; true once the page's script runs. A page that
 * depends on what only the browser holds (the session, the cart) shows its shell until then, so the
 * hydrating render matches the server's.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
