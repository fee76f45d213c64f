import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from './i18n';

type I18nModule = typeof I18n;

/** A fresh copy of the module, as a page load starts with: nothing loaded beyond the bundled English. */
let m: I18nModule;
beforeEach(async () => {
  vi.resetModules();
  m = await import('./i18n');
});

const has = (language: string, ns: string) => m.i18n.hasResourceBundle(language, ns);

describe('messages by language and by page', () => {
  it('loads only Kiswahili’s first pages when a first page is read in Kiswahili', async () => {
    expect(has('en', 'catalog')).toBe(true);
    expect(has('en', 'account')).toBe(false);
    await m.applyLanguage('sw');
    expect(m.i18n.language).toBe('sw');
    expect(
      ['common', 'errors', 'catalog', 'home', 'validation', 'offline'].every((ns) => has('sw', ns)),
    ).toBe(true);
    expect(['account', 'changes', 'info', 'purchase', 'shop'].some((ns) => has('sw', ns))).toBe(
      false,
    );
  });

  it('adds the later pages in both languages once a later page needs them in Kiswahili', async () => {
    await m.applyLanguage('sw');
    await m.loadLaterMessages();
    expect(has('sw', 'account')).toBe(true);
    expect(has('en', 'account')).toBe(true);
    expect(m.i18n.t('account:returns.history')).toBe('Historia');
  });

  it('switches a later page to Kiswahili only with its messages there', async () => {
    await m.loadLaterMessages();
    expect(has('sw', 'purchase')).toBe(false);
    await m.applyLanguage('sw');
    expect(has('sw', 'purchase')).toBe(true);
    expect(m.i18n.t('account:returns.history')).toBe('Historia');
  });

  it('has both chunks when a server-rendered later page hydrates in Kiswahili (both asked for at once)', async () => {
    await Promise.all([m.applyLanguage('sw'), m.loadLaterMessages()]);
    expect(has('sw', 'info')).toBe(true);
  });

  it('bundles no English of the landing page, errors or form checks; the landing page’s loads with its route', async () => {
    expect(['home', 'errors', 'validation', 'account'].some((ns) => has('en', ns))).toBe(false);
    await m.loadHomeMessages();
    expect(has('en', 'home')).toBe(true);
    expect(has('en', 'account')).toBe(false);
    expect(m.i18n.t('home:carousel.previous')).toBe('Previous slide');
  });

  it('loads the English error and form-check texts with Kiswahili, which finds its own texts through them', async () => {
    await m.applyLanguage('sw');
    expect(has('en', 'errors')).toBe(true);
    expect(has('en', 'validation')).toBe(true);
    expect(m.i18n.exists('errors:OUT_OF_STOCK')).toBe(true);
  });

  it('loads an English namespace asked for before its chunk', async () => {
    await m.i18n.loadNamespaces(['home', 'errors']);
    expect(has('en', 'home')).toBe(true);
    expect(has('en', 'errors')).toBe(true);
    expect(has('en', 'account')).toBe(false);
  });

  it('loads a later namespace asked for before its chunk, in the language shown (with the rest of its chunk)', async () => {
    await m.applyLanguage('sw');
    await m.i18n.loadNamespaces('shop');
    expect(has('sw', 'shop')).toBe(true);
    expect(has('sw', 'account')).toBe(true);
  });
});
