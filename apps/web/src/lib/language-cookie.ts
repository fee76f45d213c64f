/** The cookie the server renders pages in (apps/api/src/modules/pages/ssr/page-language.ts). */
export const LANGUAGE_COOKIE = 'mavazi_lang';

/** Tells the server the language shown here, so the next page it renders is in it. */
export function rememberLanguageForServer(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
