import type { ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns.schemas';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { ReturnRequestForm } from '../../../components/return-request-form';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { returnErrorText } from '../../../lib/return-errors';
import {
  exchangeChoices,
  returnableUnits,
  returnWindowClosed,
  returnWindowLastDay,
} from '../../../lib/returns';
import { toast } from '../../../lib/toast';
import { useShopInfo } from '../../../lib/get-shop-info';
import { randomUuid } from '../../../lib/uuid';
import { productQueryOptions } from '../../catalog/api/get-product';
import { useCreateReturn } from '../api/create-return';
import { useOrderReturns } from '../api/get-order-returns';
import { useReturningOrder } from '../api/get-returning-order';

/** /orders/:orderId/return: "Return or exchange" for the lines of one delivered order. */
export function RequestReturnPage() {
  const orderId = Number(useParams().orderId);
  const navigate = useNavigate();
  const order = useReturningOrder(orderId);
  const returns = useOrderReturns(orderId, { enabled: order.isSuccess });
  const create = useCreateReturn();
  const shop = useShopInfo();
  const idempotencyKey = useRef(randomUuid());
  const [failure, setFailure] = useState<string | null>(null);
  const items = order.data?.items ?? [];
  const productIds = [
    ...new Set(items.flatMap((item) => (item.product_id !== null ? [item.product_id] : []))),
  ];
  const products = useQueries({
    queries: productIds.map((id) => productQueryOptions(String(id))),
  });

  if (!Number.isSafeInteger(orderId) || orderId < 1 || isApiError(order.error, 'ORDER_NOT_FOUND'))
    return <NotFound title="Order not found" message="We could not find that order." />;
  if (order.isPending || (order.isSuccess && returns.isPending)) return <PageLoader />;
  if (order.isError || returns.isError)
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        {returnErrorText(order.error ?? returns.error, 'Error loading the order.')}
      </p>
    );

  const tracked = order.data;
  const title = `Return or exchange · ${tracked.order_number}`;
  const windowDays = shop.data?.return_window_days ?? RETURN_WINDOW_DAYS;
  const lastDay = returnWindowLastDay(tracked, windowDays);
  if (tracked.status !== 'Delivered' || returnWindowClosed(lastDay)) {
    return (
      <div className="space-y-4">
        <PageHeading title={title} heading="Return or exchange" />
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {tracked.status !== 'Delivered'
            ? `Order ${tracked.order_number} is ${tracked.status}: items can be returned once it is delivered.`
            : `The return window of order ${tracked.order_number} closed on ${formatDate(lastDay ?? '')}: returns are accepted for ${windowDays} days after delivery.`}
        </p>
        <Link to="/my-orders" className="font-medium text-brand-700 underline">
          Back to My Orders
        </Link>
      </div>
    );
  }

  const variantsOf = new Map(
    productIds.map((id, index) => [id, products[index]?.data?.variants] as const),
  );
  const exchangeOptions = Object.fromEntries(
    items.map((item) => {
      if (item.product_id === null || item.variant_id === null) return [item.id, []];
      const product = products[productIds.indexOf(item.product_id)];
      // A product that cannot be read offers no exchange; the line can still be refunded.
      if (product?.isError) return [item.id, []];
      const variants = variantsOf.get(item.product_id);
      return [item.id, variants ? exchangeChoices(item, variants) : undefined];
    }),
  );

  async function submit(body: ReturnCreateBody) {
    setFailure(null);
    const created = await create.mutateAsync({
      orderId,
      body,
      idempotencyKey: idempotencyKey.current,
    });
    toast.success(`Return ${created.number} requested`);
    await navigate(`/returns/${created.id}`);
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={title}
        heading="Return or exchange"
        intro={
          <>
            Order {tracked.order_number}
            {lastDay ? `: you can ask until ${formatDate(lastDay)}.` : '.'} See our{' '}
            <Link to="/returns" className="font-medium text-brand-700 underline">
              returns policy
            </Link>
            .
          </>
        }
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      ) : null}
      <section className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
        <ReturnRequestForm
          items={items}
          returnable={returnableUnits(items, returns.data ?? [])}
          exchangeOptions={exchangeOptions}
          submitLabel="Request the return"
          onSubmit={submit}
          onFailure={(err) => setFailure(returnErrorText(err))}
        />
      </section>
    </div>
  );
}
