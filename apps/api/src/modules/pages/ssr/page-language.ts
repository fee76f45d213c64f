import type { PageLanguage } from './page-renderer';

/** The cookie the web app's language switch sets, so the server renders in the chosen language. */
export const LANGUAGE_COOKIE = 'mavazi_lang';

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The language switch's cookie, else the first of en or sw the browser names (by q), else English. */
export function pageLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (chosen === 'en' || chosen === 'sw') return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.base === 'sw') return 'sw';
    if (entry.base === 'en') return 'en';
  }
  return 'en';
}
