import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppRouterProvider } from './app/app-router-provider';
import { AppProviders, createQueryClient } from './app/providers';
import { ReadyMark } from './app/ready-mark';
import { createAppRouter, routes } from './app/router';
import { applyLanguage, LANGUAGES, type Language } from './lib/i18n';
import { preferredLanguage } from './lib/language-store';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { rememberLanguageForServer } from './lib/language-cookie';
import { mergeServerCart } from './lib/server-cart';
import { serverState } from './lib/server-state';
import { yieldToBrowser } from './lib/yield-to-browser';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** The matched routes' lazy modules, loaded before hydrating so the first render matches the server's. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

function app(client: QueryClient, router = createAppRouter(client)) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <AppRouterProvider router={router} />
        <ReadyMark />
      </AppProviders>
    </StrictMode>
  );
}

async function start(): Promise<void> {
  if (!root) return;
  const state = serverState();
  if (!state) {
    // Kiswahili's messages arrive before the first paint so the page never flashes English; English is bundled.
    await applyLanguage(preferredLanguage()).catch(() => undefined);
    // A client-rendered page (signed-in ones): evaluating the app, creating the router (which starts loading the
    // page's chunk) and rendering are three tasks, and the render a transition that yields every few ms.
    await yieldToBrowser();
    const client = createQueryClient();
    const router = createAppRouter(client);
    await yieldToBrowser();
    startTransition(() => {
      createRoot(root).render(app(client, router));
    });
    return;
  }
  // A server-rendered page: hydrate in the language it was rendered in, then follow a choice made before
  // the language cookie existed.
  const rendered = document.documentElement.lang as Language;
  // Evaluating the app's modules is one long task on a slow phone; hydrating starts in the next one.
  await yieldToBrowser();
  const client = createQueryClient();
  hydrate(client, state);
  const [, routesLoaded] = await Promise.all([
    applyLanguage(LANGUAGES.includes(rendered) ? rendered : 'en').catch(() => undefined),
    loadMatchedRoutes().then(
      () => true,
      () => false,
    ),
  ]);
  if (!routesLoaded) {
    // The page's chunk did not load (a release removed it, or the network dropped): the browser's router
    // renders instead, and its error page reloads once for a new release, then offers Retry.
    createRoot(root).render(app(client));
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking a slow
  // phone's main thread for a second; the server's HTML is already usable meanwhile.
  startTransition(() => {
    hydrateRoot(root, app(client));
  });
  const preferred = preferredLanguage();
  rememberLanguageForServer(preferred);
  if (preferred !== rendered) void applyLanguage(preferred);
}

void start();
void mergeServerCart();
// Offline use (docs/decisions/040): the worker in production builds.
registerServiceWorker();
