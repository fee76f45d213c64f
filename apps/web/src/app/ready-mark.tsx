import { useEffect } from 'react';

/**
 * Marks the page (`<html data-ready>`) once the app's first render or hydration has committed, so a
 * journey or script knows the server's HTML now has its handlers and a click is no longer a plain form post.
 */
export function ReadyMark(): null {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
