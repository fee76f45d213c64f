import { useTranslation } from 'react-i18next';
import { formatKsh } from '@mavazi/shared/money';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { PaymentMethod, PaymentStatus } from '@mavazi/shared/constants';
import type { PaymentOutcome } from '@mavazi/shared/mpesa-results';
import { lazyResolver, toastUnloadedChecks } from '../lib/lazy-resolver';
import { paymentMethodLabel } from '../lib/payment-methods';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { MpesaPhoneField } from './mpesa-phone-field';

const tones: Record<PaymentStatus, BadgeTone> = {
  Pending: 'yellow',
  Paid: 'green',
  Failed: 'red',
  Refunded: 'stone',
};

export interface PaymentView {
  method: PaymentMethod;
  status: PaymentStatus;
  mpesa_receipt: string | null;
  message: string;
  outcome: PaymentOutcome;
}

/** Paying by hand when no prompt arrives: Lipa na M-Pesa, Pay Bill, with the order number as account. */
export interface PaybillDetails {
  businessNumber: string;
  accountNumber: string;
  /** KES, whole shillings. */
  amount: number;
}

const payAgainChecks = lazyResolver(() =>
  import('./pay-again-checks').then((m) => m.payAgainResolver),
);

export interface PaymentPanelProps {
  payment: PaymentView;
  /** The panel's heading level: 3 inside an order's section, 2 right under a page's h1. */
  headingLevel?: 2 | 3;
  /** Offer a new M-Pesa prompt (an M-Pesa order not paid and not cancelled). */
  canPayAgain: boolean;
  /** The number the form starts with, e.g. the one used before. */
  defaultPhone: string;
  /** Asks for a new prompt; rejects with the server's refusal. */
  onPayAgain: (mpesaPhone: string) => Promise<unknown>;
  paying: boolean;
  /** Why the last "Pay again" was refused. */
  error?: string | null;
  /** Seconds until another prompt may be asked for (0: now). */
  waitSeconds?: number;
  /** Shown while an M-Pesa order is unpaid, for a prompt that never arrives. */
  paybill?: PaybillDetails | null;
}

/** The fallback for a prompt that never arrives: the shop's Paybill and the order number. */
function PaybillFallback({ paybill }: { paybill: PaybillDetails }) {
  const { t } = useTranslation('shop');
  return (
    <div className="rounded-lg bg-white p-3 text-sm text-stone-700 ring-1 ring-stone-200">
      <p className="font-semibold text-stone-900">{t('payment.paybillHeading')}</p>
      <p>{t('payment.paybillHow')}</p>
      <dl className="mt-2 grid grid-cols-2 gap-1">
        <dt>{t('payment.business')}</dt>
        <dd className="font-mono font-semibold">{paybill.businessNumber}</dd>
        <dt>{t('payment.account')}</dt>
        <dd className="font-mono font-semibold">{paybill.accountNumber}</dd>
        <dt>{t('payment.amount')}</dt>
        <dd className="font-semibold">{formatKsh(paybill.amount)}</dd>
      </dl>
      <p className="mt-2">{t('payment.paybillConfirm')}</p>
    </div>
  );
}

/** How an order is being paid, and for M-Pesa a "Pay again" form with an editable number. */
export function PaymentPanel({
  payment,
  canPayAgain,
  defaultPhone,
  onPayAgain,
  paying,
  error,
  waitSeconds = 0,
  paybill = null,
  headingLevel = 3,
}: PaymentPanelProps) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: payAgainChecks.resolver,
    // The profile may load after the panel: its number fills the field unless the shopper typed one.
    values: { mpesa_phone: defaultPhone },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async ({ mpesa_phone }) => {
    await onPayAgain(mpesa_phone).catch(() => undefined);
  }, toastUnloadedChecks);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="text-sm font-semibold text-stone-900">
          {t('payment.heading', { method: paymentMethodLabel(payment.method) })}
        </Heading>
        <Badge tone={tones[payment.status]}>{payment.status}</Badge>
      </div>
      <div aria-live="polite" className="space-y-1 text-sm text-stone-700">
        {payment.method === 'mpesa' ? (
          <p className="font-semibold text-stone-900">{t(`payment.headline.${payment.outcome}`)}</p>
        ) : null}
        <p>{payment.message}</p>
      </div>
      {payment.mpesa_receipt ? (
        <p className="text-sm">
          {t('payment.receipt')}{' '}
          <span className="font-mono font-semibold">{payment.mpesa_receipt}</span>
        </p>
      ) : null}
      {canPayAgain ? (
        <form
          noValidate
          aria-label={t('payment.payAgainForm')}
          onFocus={payAgainChecks.preload}
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="sm:w-64">
            <MpesaPhoneField error={errors.mpesa_phone?.message} {...register('mpesa_phone')} />
          </div>
          <Button type="submit" busy={paying} disabled={waitSeconds > 0} className="min-h-11">
            {t('payment.payAgain')}
          </Button>
          {waitSeconds > 0 ? (
            <p role="timer" aria-live="off" className="text-sm text-stone-600">
              {t('payment.wait', { seconds: waitSeconds })}
            </p>
          ) : null}
        </form>
      ) : null}
      {paybill ? <PaybillFallback paybill={paybill} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
