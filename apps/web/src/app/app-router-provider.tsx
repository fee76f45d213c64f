import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';

/** React Router's provider with ReactDOM.flushSync, so a navigation can ask to be committed at once. */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
