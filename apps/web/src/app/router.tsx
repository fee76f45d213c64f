import { useTranslation } from 'react-i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router';
import { whenShopperSignedIn } from '../lib/get-current-user';
import type { shopperReads } from './shopper-reads';
import { loadHomeMessages, loadLaterMessages } from '../lib/i18n';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RootLayout } from './layouts/root-layout';
import { ShellFallback, ShopLayout } from './layouts/shop-layout';
import { RouteErrorPage } from './routes/route-error-page';

// The admin area is a separate chunk: shoppers never download it.
const AdminApp = lazy(async () => {
  const [module] = await Promise.all([import('../features/admin/admin-app'), loadLaterMessages()]);
  return module;
});

function Loading() {
  const { t } = useTranslation();
  return <p className="p-8 text-center">{t('shell.loading')}</p>;
}

/** Route-level code splitting: each page is its own chunk, loaded when its route matches. */
function firstPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A page past the first ones: it also waits for the English messages the first pages do without. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadLaterMessages()]);
    return { Component: pick(module) };
  };
}

/**
 * Data a client-rendered page needs, asked for as the browser's router goes to it, beside the page's chunk,
 * instead of after its first render. The server's render has no loaders; `withPrefetch` adds them.
 */
interface RouteHandle {
  prefetch: (client: QueryClient, to: { url: URL; params: Params }) => Promise<unknown>;
}

function prefetches(prefetch: RouteHandle['prefetch']): { handle: RouteHandle } {
  return { handle: { prefetch } };
}

/** A shopper-only page's read (`shopper-reads.ts`), once the session check says who is signed in. */
function shopperRead(read: keyof typeof shopperReads): { handle: RouteHandle } {
  return prefetches((client, to) =>
    whenShopperSignedIn(client, async () =>
      (await import('./shopper-reads')).shopperReads[read](client, to),
    ),
  );
}

const productsPage = firstPage(
  () => import('../features/catalog/pages/products-page'),
  (m) => m.ProductsPage,
);

/**
 * Every route of the app. Any routing failure shows the shop's own error page with Retry (issue 30 replaces
 * spec §8's default screen; a chunk gone after a release reloads once).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: ShellFallback,
    children: [
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<Loading />}>
            <AdminApp />
          </Suspense>
        ),
      },
      {
        path: '/',
        Component: ShopLayout,
        HydrateFallback: ShellFallback,
        children: [
          {
            index: true,
            lazy: firstPage(
              async () =>
                (
                  await Promise.all([
                    import('../features/landing/pages/landing-page'),
                    loadHomeMessages(),
                  ])
                )[0],
              (m) => m.LandingPage,
            ),
          },
          { path: 'products', lazy: productsPage },
          { path: 'product-list', lazy: productsPage },
          // The spec's /product/{productId} and /product/{id} are the same URL pattern.
          {
            path: 'product/:productId',
            lazy: firstPage(
              () => import('../features/catalog/pages/product-detail-page'),
              (m) => m.ProductDetailPage,
            ),
          },
          {
            path: 'cart',
            lazy: page(
              () => import('../features/cart/pages/cart-page'),
              (m) => m.CartPage,
            ),
          },
          {
            path: 'wishlist',
            lazy: page(
              () => import('../features/wishlist/pages/wishlist-page'),
              (m) => m.WishlistPage,
            ),
          },
          {
            path: 'order-confirmation',
            lazy: page(
              () => import('../features/orders/pages/order-confirmation-page'),
              (m) => m.OrderConfirmationPage,
            ),
          },
          {
            path: 'order-tracking',
            lazy: page(
              () => import('../features/orders/pages/order-tracking-page'),
              (m) => m.OrderTrackingPage,
            ),
          },
          {
            path: 'support',
            lazy: page(
              () => import('../features/support/pages/support-page'),
              (m) => m.SupportPage,
            ),
          },
          {
            path: 'register',
            lazy: page(
              () => import('../features/auth/pages/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'password-reset-request',
            lazy: page(
              () => import('../features/auth/pages/password-reset-request-page'),
              (m) => m.PasswordResetRequestPage,
            ),
          },
          {
            path: 'password-reset/:token',
            lazy: page(
              () => import('../features/auth/pages/password-reset-page'),
              (m) => m.PasswordResetPage,
            ),
          },
          {
            // The link mailed on sign-up and email change; works signed out.
            path: 'verify-email',
            lazy: page(
              () => import('../features/auth/pages/verify-email-page'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            // The newsletter's double opt-in link; works signed out.
            path: 'newsletter/confirm',
            lazy: page(
              () => import('../features/newsletter/pages/newsletter-confirm-page'),
              (m) => m.NewsletterConfirmPage,
            ),
          },
          {
            // The unsubscribe link of every newsletter mail; works signed out.
            path: 'newsletter/unsubscribe',
            lazy: page(
              () => import('../features/newsletter/pages/newsletter-unsubscribe-page'),
              (m) => m.NewsletterUnsubscribePage,
            ),
          },
          {
            // Open to guests: the page offers sign-in or "Continue as guest" itself.
            path: 'checkout',
            lazy: page(
              () => import('../features/checkout/pages/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            // A guest order's private link (mailed and texted); works signed out.
            path: 'orders/lookup',
            lazy: page(
              () => import('../features/orders/pages/order-lookup-page'),
              (m) => m.OrderLookupPage,
            ),
          },
          {
            // The link mailed to the old address after an email change; works signed out.
            path: 'account/undo-email/:token',
            lazy: page(
              () => import('../features/auth/pages/undo-email-page'),
              (m) => m.UndoEmailPage,
            ),
          },
          {
            // Shopper-only pages: guests are sent to /login and brought back afterwards.
            Component: RequireAuth,
            // The session check starts with the page's chunk, not once the chunk has rendered.
            ...prefetches((client) => whenShopperSignedIn(client)),
            children: [
              {
                path: 'support/tickets/:ticketId',
                ...shopperRead('ticket'),
                lazy: page(
                  () => import('../features/support/pages/ticket-page'),
                  (m) => m.TicketPage,
                ),
              },
              {
                path: 'my-orders',
                ...shopperRead('orders'),
                lazy: page(
                  () => import('../features/orders/pages/my-orders-page'),
                  (m) => m.MyOrdersPage,
                ),
              },
              {
                path: 'orders/:orderId/return',
                lazy: page(
                  () => import('../features/returns/pages/request-return-page'),
                  (m) => m.RequestReturnPage,
                ),
              },
              {
                path: 'returns/:returnId',
                ...shopperRead('return'),
                lazy: page(
                  () => import('../features/returns/pages/return-page'),
                  (m) => m.ReturnPage,
                ),
              },
              {
                path: 'profile',
                lazy: page(
                  () => import('../features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
            ],
          },
          {
            path: 'about',
            lazy: page(
              () => import('../features/info/pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'contact',
            lazy: page(
              () => import('../features/info/pages/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: 'delivery',
            lazy: page(
              () => import('../features/info/pages/delivery-page'),
              (m) => m.DeliveryPage,
            ),
          },
          {
            path: 'returns',
            lazy: page(
              () => import('../features/info/pages/returns-page'),
              (m) => m.ReturnsPage,
            ),
          },
          {
            path: 'privacy',
            lazy: page(
              () => import('../features/info/pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'terms',
            lazy: page(
              () => import('../features/info/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The routes with a loader for each prefetching handle; a loader only starts the reads, so nothing waits. */
export function withPrefetch(list: RouteObject[], client: QueryClient): RouteObject[] {
  return list.map((route): RouteObject => {
    const handle = route.handle as RouteHandle | undefined;
    const loader = handle
      ? ({ request, params }: { request: Request; params: Params }) => {
          void handle
            .prefetch(client, { url: new URL(request.url), params })
            .catch(() => undefined);
          return null;
        }
      : undefined;
    if (route.index) return loader ? { ...route, loader } : route;
    return {
      ...route,
      ...(loader ? { loader } : {}),
      ...(route.children ? { children: withPrefetch(route.children, client) } : {}),
    };
  });
}

export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(withPrefetch(routes, client));
}
