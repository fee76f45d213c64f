import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { countOpenUnpaidGuestOrders } from '../../src/modules/orders/orders.repository';
import { orderPaymentMatches } from '../../src/modules/payments/order-payments.repository';
import { insertOrder } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';

/** Keeps the last statement a repository ran, to ask SQLite how it runs it. */
class LastStatement implements KyselyPlugin {
  node: RootOperationNode | undefined;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.node = node;
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

describe('a guest’s open unpaid orders at checkout', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('are found from the guest’s address and phone, not by walking every open order (SQLite keeps no statistics)', async (ctx) => {
    if (t.config.database.kind !== 'sqlite') ctx.skip();
    // Many open orders of others: the walk the old query took.
    for (let i = 0; i < 30; i += 1)
      await insertOrder(t.app, { user_id: shopper.user.id, payment_method: 'cash_on_delivery' });
    const last = new LastStatement();
    const db = t.app.db.withPlugin(last);
    const n = await countOpenUnpaidGuestOrders(
      db,
      'nobody@example.com',
      '254700000001',
      orderPaymentMatches({ statusNot: 'Paid' }),
    );
    expect(n).toBe(0);
    const compiled = db.getExecutor().compileQuery(last.node!, { queryId: 'plan' });
    const { rows } = await t.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const steps = rows.map((r) => r.detail);
    expect(steps.some((s) => s.includes('orders_guest_email'))).toBe(true);
    expect(steps.some((s) => s.includes('orders_guest_phone'))).toBe(true);
    // Each order found is then read by its id; no step walks orders by another index or the whole table.
    const walks = steps.filter(
      (s) =>
        /^(SCAN|SEARCH) orders\b/.test(s) && !/guest_(email|phone)|INTEGER PRIMARY KEY/.test(s),
    );
    expect(walks).toEqual([]);
  });
});
