import { createLocalStore, storedValue } from './local-store';
import { LANGUAGES, type Language } from './i18n';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The shopper's chosen language, remembered in this browser; null until they choose. */
export const languageStore = createLocalStore<Language | null>(
  'language',
  storedValue((value) => (isLanguage(value) ? value : undefined)),
  null,
);

/** First guess from the browser: Kiswahili when it comes before English in the reader's languages. */
export function guessLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'sw') return 'sw';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** The language to show: the remembered choice, else the browser's guess. */
export function preferredLanguage(): Language {
  return languageStore.get() ?? guessLanguage();
}
