import { createInstance, type TFunction, type TOptions } from 'i18next';
import { SHOP_NAME } from '@mavazi/shared/constants';
import type { Language } from '@mavazi/shared/notify';
import { en } from './messages-en';
import { sw } from './messages-sw';

/** The catalog as i18next's types see it: `{{shop}}` is filled in by `defaultVariables`, not by callers. */
type WithShop<T> = T extends `${infer Before}{{shop}}${infer After}`
  ? WithShop<`${Before}${typeof SHOP_NAME}${After}`>
  : T extends string
    ? T
    : { readonly [K in keyof T]: WithShop<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WithShop<typeof en> };
  }
}

/** The catalogs of every language mails and texts are written in. */
export const catalogs: Readonly<Record<Language, typeof en | typeof sw>> = { en, sw };

/**
 * One i18next instance for every shopper mail and text, loaded at start (no backend, no detection).
 * Mails are plain text: values are not escaped, and a value is never read as a key or a variable.
 */
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { translation: en }, sw: { translation: sw } },
  lng: 'en',
  supportedLngs: ['en', 'sw'],
  // A missing Kiswahili text shows its key rather than English (the parity test fails on it).
  fallbackLng: false,
  interpolation: {
    escapeValue: false,
    skipOnVariables: true,
    defaultVariables: { shop: SHOP_NAME },
  },
  returnNull: false,
  // Nothing on the console: the shop's logs are JSON lines.
  showSupportNotice: false,
});

export type Translate = TFunction<'translation'>;

/** i18next's `t` as it runs: keys are checked where callers use `Translate`. */
const lookUp = i18n.t.bind(i18n) as unknown as (key: string, options: TOptions) => string;

/**
 * The catalog's words in one language. A plain `t` with `lng`, not `getFixedT`: its wrapper copies the
 * instance's options on every call, which made each text about five times slower (docs/benchmarks.md).
 */
export function translator(language: Language): Translate {
  const t = (key: string, options?: TOptions): string => lookUp(key, { ...options, lng: language });
  return t as unknown as Translate;
}

/** A user row's language ('sw' or else English). */
export function languageOf(user: { language: string }): Language {
  return user.language === 'sw' ? 'sw' : 'en';
}
