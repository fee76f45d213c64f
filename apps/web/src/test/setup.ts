import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Every component test renders in English, as a browser set to English sees the shop.
import { i18n, loadHomeMessages, loadLaterMessages } from '../lib/i18n';

// Components are also rendered outside their pages, which load these messages in the app.
await Promise.all([loadLaterMessages(), loadHomeMessages()]);

// The first test of a file also pays for transforming the lazily loaded page modules.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});
