import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../features/profile/components/language-switch';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../../components/footer';
import { Navbar } from '../../components/navbar';
import { AuthProvider } from '../../features/auth/auth-provider';
import { useAuth } from '../../hooks/use-auth';
import { useCollections } from '../../lib/get-collections';
import { OfflineBanner } from '../../features/offline/components/offline-banner';
import { useCart } from '../../lib/cart-store';
import { cartCount } from '../../lib/cart-totals';
import { shopperSession, useSessionToken } from '../../lib/session-store';
import { RouteAnnouncer } from './route-announcer';

// The saved cart's sync loads once a shopper is signed in: a guest's first page never downloads it.
const ServerCartSync = lazy(async () => ({
  default: (await import('../../features/cart/components/server-cart-sync')).ServerCartSync,
}));

function ShopShell() {
  const { t } = useTranslation();
  const { status, logout, loggingOut } = useAuth();
  const items = useCart();
  const navigation = useNavigation();
  const collections = useCollections();
  const session = useSessionToken(shopperSession);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      {navigation.state !== 'idle' ? (
        <div
          role="progressbar"
          aria-label={t('shell.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      ) : null}
      <Navbar
        signedIn={status === 'authenticated'}
        cartCount={cartCount(items)}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
        collections={collections.data}
        languageSwitch={<LanguageSwitch />}
      />
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none"
      >
        <Outlet />
      </main>
      <Footer />
      <RouteAnnouncer />
      {session !== null ? (
        <Suspense fallback={null}>
          <ServerCartSync />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}

/** The public shell at /: session, top bar, page, footer. */
export function ShopLayout() {
  return (
    <AuthProvider>
      <ShopShell />
    </AuthProvider>
  );
}

/** Shown while the first page's code loads. */
export function ShellFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-stone-500">
      {t('shell.loading')}
    </p>
  );
}
