import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalog } from '../locales/en/catalog';
import { common } from '../locales/en/common';
import { offline } from '../locales/en/offline';

/** The shop's languages (API.md "Reach"); English is bundled, Kiswahili loads when chosen. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The English the shell and the shop and product pages need: bundled, so they never wait for it. */
const en = { common, catalog, offline };
/** Kiswahili's first chunk holds these, the landing page's (`home`), and its error and form check texts. */
const FIRST_NAMESPACES: readonly string[] = [...Object.keys(en), 'home', 'errors', 'validation'];

/**
 * The chunks of messages beside the bundled English: the landing page's (loaded with it, so a shopper landing
 * on a product never downloads them), the later pages' (account, info, cart, checkout) and Kiswahili's.
 */
const CHUNKS: Record<string, () => Promise<Record<string, object>>> = {
  'en-home': () => import('../locales/en/home').then((m) => ({ home: m.home })),
  'en-later': () => import('../locales/en/later').then((m) => m.later),
  'en-reference': () => import('../locales/en/reference').then((m) => m.reference),
  'sw-first': () => import('../locales/sw/first').then((m) => m.first),
  'sw-later': () => import('../locales/sw/later').then((m) => m.later),
};
const loads = new Map<string, Promise<void>>();

type Part = 'first' | 'home' | 'later' | 'reference';

/** Adds a chunk's messages once; after a failure (offline, or a release later) the next caller tries again. */
function loadMessages(language: Language, part: Part): Promise<void> {
  const chunk = `${language}-${part}`;
  let loading = loads.get(chunk);
  if (!loading) {
    loading = CHUNKS[chunk]!().then(
      (bundle) => {
        for (const [ns, messages] of Object.entries(bundle))
          if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, messages);
      },
      (err: unknown) => {
        loads.delete(chunk);
        throw err;
      },
    );
    loads.set(chunk, loading);
  }
  return loading;
}

/** Adds the later pages' messages (once), in Kiswahili too once it was chosen; route modules and the admin area wait for it. */
export function loadLaterMessages(): Promise<void> {
  return Promise.all([
    loadMessages('en', 'later'),
    // Without Kiswahili's, those pages show English (the fallback) rather than fail; a later call tries again.
    loads.has('sw-first') ? loadMessages('sw', 'later').catch(() => undefined) : undefined,
  ]).then(() => undefined);
}

/** The landing page's messages; its route waits for them. */
export function loadHomeMessages(): Promise<void> {
  return loadMessages('en', 'home');
}

/** The chunk that holds a namespace's messages in a language. */
function chunkOf(language: Language, namespace: string): Part {
  if (language === 'sw') return FIRST_NAMESPACES.includes(namespace) ? 'first' : 'later';
  if (namespace === 'home') return 'home';
  return namespace === 'errors' || namespace === 'validation' ? 'reference' : 'later';
}

/** A namespace asked for before its chunk arrived (a missed loadLaterMessages) still loads, never shows keys. */
const lateNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const lang: Language = language === 'sw' ? 'sw' : 'en';
    loadMessages(lang, chunkOf(lang, namespace)).then(
      () => callback(null, i18n.getResourceBundle(lang, namespace) as object),
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

/** Loads a language's messages (Kiswahili's first pages, and its later ones once a page needs them) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'sw') {
    // The English error and form check texts: error-text.ts and validation-text.ts read them as the fallback
    // and to find the Kiswahili ones.
    await Promise.all([loadMessages('sw', 'first'), loadMessages('en', 'reference')]);
    // A page past the first ones asked for its messages before Kiswahili was chosen: they load in Kiswahili too.
    if (loads.has('en-later')) await loadMessages('sw', 'later').catch(() => undefined);
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
