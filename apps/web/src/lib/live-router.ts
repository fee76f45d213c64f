import { createContext, useContext } from 'react';
import type { DataRouter } from 'react-router';

/** The app's router itself, whose state is current before React has rendered it (router updates render in a transition). */
export const LiveRouterContext = createContext<DataRouter | null>(null);

/**
 * Whether the router has left `pathname` or is on its way elsewhere at this very moment. `useNavigation()` can
 * still say idle then: a timer's render may come before the transition that shows the click.
 */
export function useIsLeaving(pathname: string): () => boolean {
  const router = useContext(LiveRouterContext);
  return () => {
    if (!router) return false;
    const { location, navigation } = router.state;
    return (navigation.location ?? location).pathname !== pathname;
  };
}
