import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageHeading } from '../../../components/page-heading';
import { isApiError } from '../../../lib/api-client';
import { useScriptRunning } from '../../../lib/local-store';
import { serverErrorOr } from '../../../lib/error-text';
import { useOrderLookup } from '../api/get-order-lookup';
import { TrackingResult } from '../components/tracking-result';

/** Checkout passes `placed` when it sends a guest here right after the order. */
function justPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'placed' in state && state.placed === true;
}

function LookupProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('purchase');
  // A link without its number or token is as wrong as one that matches no order.
  const kind = isApiError(error, 'RATE_LIMITED')
    ? 'limited'
    : error === null || isApiError(error, 'ORDER_NOT_FOUND')
      ? 'wrong'
      : 'failed';
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-200"
    >
      <h2 className="text-lg font-semibold">{t(`lookup.${kind}Heading`)}</h2>
      <p>{kind === 'wrong' ? t('lookup.wrong') : serverErrorOr(error, t(`lookup.${kind}`))}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/support" className={buttonClasses('secondary')}>
          {t('lookup.askShop')}
        </Link>
        <Link to="/products" className={buttonClasses('secondary')}>
          {t('lookup.continue')}
        </Link>
      </div>
    </div>
  );
}

/** `/orders/lookup?number=&token=`: a guest order by its private link, with payment and invoice. */
export function OrderLookupPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const location = useLocation();
  const number = params.get('number')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [since] = useState(() => Date.now());
  const lookup = useOrderLookup(number, token, since);
  const placed = justPlaced(location.state);
  const order = lookup.data;
  // The server renders the heading and the loading skeleton: it never sees the link's number and token (the
  // order is private), and "just placed" lives in this tab's history.
  const running = useScriptRunning();
  const loading = (
    <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-100">
      <span className="sr-only">{t('lookup.loading')}</span>
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={t('lookup.title')}
        heading={
          running && order && placed
            ? t(`lookup.headline.${order.payment.outcome}`)
            : t('lookup.heading')
        }
      />
      {running && placed ? (
        <div className="space-y-1 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200">
          <p className="font-semibold">{t('lookup.placedNote')}</p>
          <p className="text-sm">{t('lookup.keepLink')}</p>
        </div>
      ) : null}
      {!running ? (
        loading
      ) : number === '' || token === '' ? (
        <LookupProblem error={null} />
      ) : lookup.isPending ? (
        loading
      ) : lookup.isError ? (
        <LookupProblem error={lookup.error} />
      ) : order ? (
        <TrackingResult order={order} linkToken={token} />
      ) : null}
    </div>
  );
}
