import { useEffect } from 'react';

/**
 * The browser tab's title. The server's render writes it as a <title>, which the API moves into <head> so the
 * tab shows it before any script runs; in the browser the app sets document.title (the first <title>, that
 * one) instead of hoisting a second <title> that the tab would not show.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
