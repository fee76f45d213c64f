import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalog } from '../locales/en/catalog';
import { common } from '../locales/en/common';
import { errors } from '../locales/en/errors';
import { home } from '../locales/en/home';
import { offline } from '../locales/en/offline';
import { validation } from '../locales/en/validation';

/** The shop's languages (API.md "Reach"); English is bundled, Kiswahili loads when chosen. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The English a first page (landing, shop, product) and the shell need: bundled, so they never wait for it. */
const en = { common, errors, catalog, home, validation, offline };

function loadKiswahili() {
  return import('../locales/sw/messages').then((m) => m.sw);
}

let laterEnglish: Promise<void> | undefined;

/** Adds the English of the later pages (once); route modules and the admin area wait for it. */
export function loadLaterMessages(): Promise<void> {
  laterEnglish ??= import('../locales/en/later').then(
    ({ later }) => {
      for (const [ns, messages] of Object.entries(later))
        if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, messages);
    },
    (err: unknown) => {
      // Offline or a release later: the next page (or Retry) tries the chunk again.
      laterEnglish = undefined;
      throw err;
    },
  );
  return laterEnglish;
}

/** A namespace asked for before its chunk arrived (a missed loadLaterMessages) still loads, never shows keys. */
const lateNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const messages =
      language === 'sw'
        ? loadKiswahili().then((sw) => sw[namespace as keyof typeof sw])
        : loadLaterMessages().then(() => i18n.getResourceBundle('en', namespace) as object);
    messages.then(
      (found) => callback(null, found),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lateNamespaces)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    ns: Object.keys(en),
    resources: { en },
    // Bundled resources plus the backend for the namespaces that are not.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Resources are added before a language is switched to, so nothing suspends.
    react: { useSuspense: false, bindI18nStore: 'added' },
    initAsync: false,
    // No advertisement on shoppers' consoles.
    showSupportNotice: false,
  });

const loaded = new Set<Language>(['en']);

/** Loads a language's messages (Kiswahili is its own chunk) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const sw = await loadKiswahili();
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
