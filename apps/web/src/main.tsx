import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/app-router-provider';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyLanguage } from './lib/i18n';
import { preferredLanguage } from './lib/language-store';
import { startCartSync } from './lib/pwa/cart-sync';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

function render(): void {
  if (!root) return;
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Kiswahili's messages arrive before the first paint so the page never flashes English; English is bundled.
applyLanguage(preferredLanguage()).then(render, render);
// Offline use (docs/decisions/040): the worker in production builds, and the cart sent to the account.
registerServiceWorker();
startCartSync();
