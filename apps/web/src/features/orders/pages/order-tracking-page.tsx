import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { isOrderRef } from '@mavazi/shared/order-ref';
import { Button } from '../../../components/button';
import { PageHeading } from '../../../components/page-heading';
import { serverError } from '../../../lib/error-text';
import { useAuth } from '../../../hooks/use-auth';
import { PageLoader } from '../../../components/page-loader';
import { useScriptRunning } from '../../../lib/local-store';
import { useTrackOrder } from '../../../lib/get-order';
import { useNotifyOrderStatus } from '../api/notify-order-status';
import { TrackingResult } from '../components/tracking-result';

/** The order a link from My Orders asks for (`?order=ORD-000042`), when it is a valid reference. */
function linkedOrder(params: URLSearchParams): string {
  const ref = params.get('order')?.trim() ?? '';
  return ref && isOrderRef(ref) ? ref : '';
}

export function OrderTrackingPage() {
  const { t } = useTranslation('account');
  const { status } = useAuth();
  const [params] = useSearchParams();
  const linked = linkedOrder(params);
  const [orderId, setOrderId] = useState(linked);
  const [tracked, setTracked] = useState<TrackedOrder | null>(null);
  const track = useTrackOrder();
  const notify = useNotifyOrderStatus();
  const busy = track.isPending || notify.isPending;
  const { mutateAsync: trackOrder } = track;
  const shown = useRef('');
  // The server sends the heading and the loading line; the form (filled from the address) comes with the script.
  const running = useScriptRunning();

  // Coming from My Orders, the shopper's own order is shown at once; the mail waits for the button.
  useEffect(() => {
    if (status !== 'authenticated' || !linked || shown.current === linked) return;
    shown.current = linked;
    setOrderId(linked);
    trackOrder(linked).then(setTracked, (err: unknown) => {
      const reason = serverError(err);
      toast.error(reason ? t('tracking.error', { reason }) : t('tracking.failed'));
    });
  }, [status, linked, trackOrder, t]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (status !== 'authenticated') {
      toast.error(t('tracking.logIn'));
      return;
    }
    const ref = orderId.trim();
    if (!ref || !isOrderRef(ref)) {
      toast.error(t('tracking.invalid'));
      return;
    }
    let order: TrackedOrder;
    try {
      order = await track.mutateAsync(ref);
      setTracked(order);
    } catch (err) {
      setTracked(null);
      const reason = serverError(err);
      toast.error(reason ? t('tracking.error', { reason }) : t('tracking.failed'));
      return;
    }
    try {
      await notify.mutateAsync(String(order.id));
      toast.success(t('tracking.notified'));
    } catch (err) {
      // e.g. 429 when asked again within a minute: the tracking result stays on screen.
      const reason = serverError(err);
      toast.error(reason ? t('tracking.error', { reason }) : t('tracking.notifyFailed'));
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={t('tracking.title')}
        heading={t('tracking.heading')}
        intro={t('tracking.intro')}
      />
      {running ? (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor="order-id" className="mb-1 block text-sm font-medium text-stone-700">
              {t('tracking.orderId')}
            </label>
            <input
              id="order-id"
              value={orderId}
              onChange={(e) => setOrderId(e.currentTarget.value)}
              placeholder={t('tracking.placeholder')}
              autoComplete="off"
              className="w-full rounded-lg border border-stone-300 px-3 py-2 shadow-sm focus:border-brand-500"
            />
          </div>
          <Button type="submit" size="lg" busy={busy}>
            {t('tracking.submit')}
          </Button>
        </form>
      ) : (
        <PageLoader />
      )}
      {tracked ? <TrackingResult order={tracked} /> : null}
    </div>
  );
}
