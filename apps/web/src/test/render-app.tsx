import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppRouterProvider } from '../app/app-router-provider';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes as appRoutes, withPrefetch } from '../app/router';
import { adminSession, shopperSession } from '../lib/session-store';
import { fakeApi, type FakeRoute } from './fake-api';
import { ADMIN_TOKEN, adminSessionRoutes } from './fixtures';

export interface RenderAppOptions {
  /** Extra history state for the first entry (e.g. the order passed to /order-confirmation). */
  state?: unknown;
  routes?: RouteObject[];
}

/** The whole app (providers, shop shell, admin area, lazy pages) at one URL, on an in-memory history. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const client = createQueryClient();
  // Tests answer at once; retries would only slow failures down.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(options.routes ?? withPrefetch(appRoutes, client), {
    initialEntries: [options.state === undefined ? path : { pathname: path, state: options.state }],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, user };
}

/** A stored shopper token: the shop will load the current user through the fake API on start. */
export function signIn(token = 'test-token'): void {
  shopperSession.set(token);
}

/** A stored admin token: the admin area will load the current user through the fake API on start. */
export function signInAdmin(token = ADMIN_TOKEN): void {
  adminSession.set(token);
}

/** An admin page with an admin signed in; the fake server answers the session's calls and `routes`. */
export function renderAdminPage(path: string, routes: Record<string, FakeRoute> = {}) {
  signInAdmin();
  const server = fakeApi({ ...adminSessionRoutes(), ...routes });
  return { server, ...renderApp(path) };
}

/** A toast with exactly this text (react-toastify renders them inside its .Toastify container). */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const container = document.querySelector<HTMLElement>('.Toastify');
    if (!container) throw new Error('No toast container');
    return within(container).getByText(text);
  });
}

/** The error shown on the page itself (toasts are alerts too, outside <main>). */
export async function findPageAlert(): Promise<HTMLElement> {
  return within(await screen.findByRole('main')).findByRole('alert');
}
