import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PaymentMethod, PaymentStatus } from '@mavazi/shared/constants';
import { formatKenyanPhone, kenyanPhoneSchema, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { paymentMethodLabel } from '../lib/payment-methods';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { TextField } from './form-field';

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
}

const payAgainSchema = z.object({ mpesa_phone: kenyanPhoneSchema });

/** The input for the number an M-Pesa prompt goes to (checkout and "Pay again"). */
export function MpesaPhoneField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="M-Pesa phone number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0712 345 678"
      {...props}
    />
  );
}

/** A number as the shopper would type it (0712 345 678), or '' when it is no Kenyan mobile number. */
export function typedPhone(phone: string | null | undefined): string {
  const normalized = normalizeKenyanPhone(phone ?? '');
  return normalized ? formatKenyanPhone(normalized) : '';
}

export interface PaymentPanelProps {
  payment: PaymentView;
  /** Offer a new M-Pesa prompt (an M-Pesa order not paid and not cancelled). */
  canPayAgain: boolean;
  /** The number the form starts with, e.g. the one used before. */
  defaultPhone: string;
  /** Asks for a new prompt; rejects with the server's refusal. */
  onPayAgain: (mpesaPhone: string) => Promise<unknown>;
  paying: boolean;
  /** Why the last "Pay again" was refused. */
  error?: string | null;
}

/** How an order is being paid, and for M-Pesa a "Pay again" form with an editable number. */
export function PaymentPanel({
  payment,
  canPayAgain,
  defaultPhone,
  onPayAgain,
  paying,
  error,
}: PaymentPanelProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(payAgainSchema),
    // The profile may load after the panel: its number fills the field unless the shopper typed one.
    values: { mpesa_phone: defaultPhone },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async ({ mpesa_phone }) => {
    await onPayAgain(mpesa_phone).catch(() => undefined);
  });
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          Payment: {paymentMethodLabel(payment.method)}
        </h3>
        <Badge tone={tones[payment.status]}>{payment.status}</Badge>
      </div>
      <p aria-live="polite" className="text-sm text-stone-700">
        {payment.message}
      </p>
      {payment.mpesa_receipt ? (
        <p className="text-sm">
          M-Pesa receipt: <span className="font-mono font-semibold">{payment.mpesa_receipt}</span>
        </p>
      ) : null}
      {canPayAgain ? (
        <form
          noValidate
          aria-label="Pay again with M-Pesa"
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="sm:w-64">
            <MpesaPhoneField error={errors.mpesa_phone?.message} {...register('mpesa_phone')} />
          </div>
          <Button type="submit" busy={paying} className="min-h-11">
            Pay again
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
