import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PriceText } from '../../../components/price-text';
import { ReturnHistory, ReturnLines, ReturnStatusBadge } from '../../../components/return-details';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { returnErrorText } from '../../../lib/return-errors';
import { useReturn } from '../api/get-return';

/** /returns/:returnId: one of the shopper's returns, its number, status, lines and every step so far. */
export function ReturnPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().returnId);
  const ret = useReturn(id);
  if (
    !Number.isSafeInteger(id) ||
    id < 1 ||
    (ret.isError && isApiError(ret.error) && ret.error.status === 404)
  )
    return <NotFound title={t('returns.notFound')} message={t('returns.notFoundText')} />;
  if (ret.isPending) return <PageLoader />;
  if (ret.isError)
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        {returnErrorText(ret.error, t('returns.loadFailed'))}
      </p>
    );
  const data = ret.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={t('returns.returnTitle', { number: data.number })} />
      <section
        aria-label={t('returns.summary')}
        className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
      >
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-stone-600">{t('returns.status')}</dt>
            <dd>
              <ReturnStatusBadge status={data.status} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('returns.order')}</dt>
            <dd>
              <Link
                to={`/order-tracking?order=${encodeURIComponent(data.order_number)}`}
                className="font-medium text-brand-700 underline"
              >
                {data.order_number}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('returns.requestedAt')}</dt>
            <dd>
              <time dateTime={data.created_at}>{formatDateTime(data.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('returns.value')}</dt>
            <dd>
              <PriceText amount={data.refund_amount} />
            </dd>
          </div>
          {data.refunded_amount > 0 ? (
            <div>
              <dt className="text-stone-600">{t('returns.refunded')}</dt>
              <dd>
                <PriceText amount={data.refunded_amount} />
              </dd>
            </div>
          ) : null}
          {data.exchange_order_number ? (
            <div>
              <dt className="text-stone-600">{t('returns.exchangeOrder')}</dt>
              <dd>
                <Link
                  to={`/order-tracking?order=${encodeURIComponent(data.exchange_order_number)}`}
                  className="font-medium text-brand-700 underline"
                >
                  {data.exchange_order_number}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        <ReturnLines ret={data} />
        {data.note ? (
          <p className="text-sm text-stone-700">
            <span className="font-medium">{t('returns.yourNote')}</span> {data.note}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="return-history" className="space-y-3">
        <h2 id="return-history" className="text-xl font-semibold text-stone-900">
          {t('returns.history')}
        </h2>
        <ReturnHistory
          history={data.history}
          label={t('returns.stepsOf', { number: data.number })}
        />
      </section>
      <Link to="/my-orders" className="inline-block font-medium text-brand-700 underline">
        {t('returns.backToOrders')}
      </Link>
    </div>
  );
}
