import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/messages';

/** The shop's languages (API.md "Reach"); English is bundled, Kiswahili loads when chosen. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  ns: Object.keys(en),
  resources: { en },
  interpolation: { escapeValue: false },
  // Resources are added before a language is switched to, so nothing suspends.
  react: { useSuspense: false },
  initAsync: false,
  // No advertisement on shoppers' consoles.
  showSupportNotice: false,
});

const loaded = new Set<Language>(['en']);

/** Loads a language's messages (Kiswahili is its own chunk) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { sw } = await import('../locales/sw/messages');
    for (const [ns, messages] of Object.entries(sw)) i18n.addResourceBundle('sw', ns, messages);
    loaded.add(language);
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The current language, for code outside React (dates, toasts). */
export function currentLanguage(): Language {
  return i18n.language === 'sw' ? 'sw' : 'en';
}

/** The Intl locale for a language: Kenyan English and Kenyan Kiswahili. */
export function intlLocale(language: Language = currentLanguage()): string | undefined {
  // English keeps the reader's own locale, as the shop always did.
  return language === 'sw' ? 'sw-KE' : undefined;
}
