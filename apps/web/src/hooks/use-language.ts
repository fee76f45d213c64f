import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, type Language } from '../lib/i18n';
import { rememberLanguageForServer } from '../lib/language-cookie';
import { languageStore } from '../lib/language-store';

/** Remembers a language in this browser and shows the shop in it. */
export function chooseLanguage(language: Language): Promise<void> {
  languageStore.set(language);
  rememberLanguageForServer(language);
  return applyLanguage(language);
}

/** The language the shop is shown in, and a way to change it (re-renders on change). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'sw' ? 'sw' : 'en';
  return [language, useCallback((next: Language) => chooseLanguage(next), [])];
}
