import type { DehydratedState } from '@tanstack/react-query';

/** The element holding a server-rendered page's query cache, as JSON (a data block the CSP allows). */
export const STATE_ELEMENT_ID = 'mavazi-queries';

/** The query cache the server rendered this page with; undefined for a page rendered here. */
export function serverState(): DehydratedState | undefined {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
