import { useEffect } from 'react';

/**
 * The browser tab's title. The server's render writes it as a <title>, which the API moves into <head>; in the
 * browser the app runs on Preact (decision 061), which does not hoist a <title> as React does, so it sets
 * document.title itself and renders nothing in the page.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
