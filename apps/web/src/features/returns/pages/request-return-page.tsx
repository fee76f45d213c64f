import type { ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { ReturnRequestForm } from '../../../components/return-request-form';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { orderStatusLabel } from '../../../lib/payment-methods';
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
import { productQueryOptions } from '../../../lib/get-product';
import { useCreateReturn } from '../api/create-return';
import { useOrderReturns } from '../../../lib/get-order-returns';
import { useReturningOrder } from '../api/get-returning-order';

/** /orders/:orderId/return: "Return or exchange" for the lines of one delivered order. */
export function RequestReturnPage() {
  const { t } = useTranslation('account');
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
    return <NotFound title={t('returns.orderNotFound')} message={t('returns.orderNotFoundText')} />;
  if (order.isPending || (order.isSuccess && returns.isPending)) return <PageLoader />;
  if (order.isError || returns.isError)
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        {returnErrorText(order.error ?? returns.error, t('returns.loadOrderFailed'))}
      </p>
    );

  const tracked = order.data;
  const title = t('returns.title', { number: tracked.order_number });
  const windowDays = shop.data?.return_window_days ?? RETURN_WINDOW_DAYS;
  const lastDay = returnWindowLastDay(tracked, windowDays);
  if (tracked.status !== 'Delivered' || returnWindowClosed(lastDay)) {
    return (
      <div className="space-y-4">
        <PageHeading title={title} heading={t('returns.heading')} />
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {tracked.status !== 'Delivered'
            ? t('returns.notDelivered', {
                number: tracked.order_number,
                status: orderStatusLabel(tracked.status),
              })
            : t('returns.windowClosedOn', {
                number: tracked.order_number,
                date: formatDate(lastDay ?? ''),
                count: windowDays,
              })}
        </p>
        <Link to="/my-orders" className="font-medium text-brand-700 underline">
          {t('returns.backToOrders')}
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
    toast.success(t('returns.requested', { number: created.number }));
    await navigate(`/returns/${created.id}`);
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={title}
        heading={t('returns.heading')}
        intro={
          <>
            {t('returns.introOrder', { number: tracked.order_number })}
            {lastDay
              ? t('returns.introUntil', { date: formatDate(lastDay) })
              : t('returns.introEnd')}
            {t('returns.seeOur')}
            <Link to="/returns" className="font-medium text-brand-700 underline">
              {t('returns.policy')}
            </Link>
            {t('returns.introEnd')}
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
          submitLabel={t('returns.submit')}
          onSubmit={submit}
          onFailure={(err) => setFailure(returnErrorText(err))}
        />
      </section>
    </div>
  );
}
