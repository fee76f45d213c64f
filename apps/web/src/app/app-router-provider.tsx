import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';
import { LiveRouterContext } from '../lib/live-router';

/**
 * React Router's provider with ReactDOM.flushSync, so a navigation can ask to be committed at once, and the
 * router itself for code that must know where it is going before React has rendered it.
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return (
    <LiveRouterContext value={router}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </LiveRouterContext>
  );
}
