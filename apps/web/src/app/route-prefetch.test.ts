import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../lib/auth-keys';
import { orderKeys } from '../lib/order-keys';
import { shopperSession } from '../lib/session-store';
import { fakeApi } from '../test/fake-api';
import { order, shopper } from '../test/fixtures';
import { signIn } from '../test/render-app';
import { createQueryClient } from './providers';
import { routes, withPrefetch } from './router';

/** The browser's router on its own, nothing rendered: what it asks for is what the loaders started. */
function routerAt(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(withPrefetch(routes, client), { initialEntries: [path] });
  return { client, router };
}

afterEach(() => shopperSession.clear());

describe('a client-rendered page asks for its data as the router goes to it', () => {
  it('checks the session, then reads the page of orders the address names, before anything renders', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [order()], headers: { 'X-Total-Count': '21' } },
    });
    const { client, router } = routerAt('/my-orders?page=2');
    await waitFor(() => expect(client.getQueryData(orderKeys.page(2))).toBeDefined());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /current_user',
      'GET /orders',
    ]);
    expect(api.callsTo('GET /orders')[0]?.url.searchParams.get('offset')).toBe('20');
    expect(api.callsTo('GET /orders')[0]?.authorization).toBe('Bearer test-token');
    router.dispose();
  });

  it('does the same when the shopper goes there from another page', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [] },
    });
    const { client, router } = routerAt('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(api.callsTo('GET /orders')).toHaveLength(0);
    await router.navigate('/my-orders');
    await waitFor(() => expect(client.getQueryData(orderKeys.page(1))).toBeDefined());
    router.dispose();
  });

  it("reads the return or the ticket the address names, whoever's it is left to the server", async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /returns/7': { status: 404, body: { error: 'Return not found', code: 'NOT_FOUND' } },
      'GET /support/tickets/9': {
        status: 404,
        body: { error: 'Ticket not found', code: 'NOT_FOUND' },
      },
    });
    const { router } = routerAt('/returns/7');
    await waitFor(() => expect(api.callsTo('GET /returns/7')).toHaveLength(1));
    await router.navigate('/support/tickets/9');
    await waitFor(() => expect(api.callsTo('GET /support/tickets/9')).toHaveLength(1));
    expect(api.calls.every((c) => c.authorization === 'Bearer test-token')).toBe(true);
    router.dispose();
  });

  it('leaves a refused token to the session check: no orders asked for, and the token kept for its message', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': {
        status: 401,
        body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
      },
      'GET /orders': { body: [] },
    });
    const { client, router } = routerAt('/my-orders');
    const check = authKeys.currentUser(shopperSession, 'test-token');
    await waitFor(() => expect(client.getQueryState(check)?.status).toBe('error'));
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // Whatever the failed check would start has had its turn: the module it would load is already loaded.
    await import('./shopper-reads');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('GET /current_user')).toHaveLength(1);
    expect(api.callsTo('GET /orders')).toHaveLength(0);
    expect(shopperSession.get()).toBe('test-token');
    router.dispose();
  });

  it('asks for nothing without a stored session', async () => {
    const api = fakeApi({});
    const { router } = routerAt('/my-orders');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(api.calls).toHaveLength(0);
    router.dispose();
  });

  it('gives the server-rendered pages no loaders, so they hydrate as rendered', () => {
    const client = createQueryClient();
    const loaded = (list: typeof routes): string[] =>
      list.flatMap((r) => [
        ...(r.loader ? [r.path ?? '(layout)'] : []),
        ...loaded(r.children ?? []),
      ]);
    expect(loaded(routes)).toEqual([]);
    expect(loaded(withPrefetch(routes, client))).toEqual([
      '(layout)',
      'support/tickets/:ticketId',
      'my-orders',
      'returns/:returnId',
    ]);
  });
});
