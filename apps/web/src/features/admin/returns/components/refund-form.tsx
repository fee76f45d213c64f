import { zodResolver } from '@hookform/resolvers/zod';
import { formatKsh } from '@mavazi/shared/money';
import {
  refundCreateBodySchema,
  type Refund,
  type RefundCreateBody,
} from '@mavazi/shared/returns.schemas';
import { REFUND_METHODS, REFUND_METHOD_LABELS, REFUND_REASON_MAX } from '@mavazi/shared/returns';
import { useState } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { isApiError } from '../../../../lib/api-client';
import { bindFields, showServerFieldErrors } from '../../../../lib/forms';
import { returnErrorText } from '../../../../lib/return-errors';
import { toast } from '../../../../lib/toast';
import { randomUuid } from '../../../../lib/uuid';
import { ErrorMessage } from '../../components/status-message';
import { useCreateRefund } from '../api/create-refund';

const refundFormSchema = refundCreateBodySchema.pick({ amount: true, method: true, reason: true });
type RefundFormInput = z.input<typeof refundFormSchema>;
type RefundFormOutput = z.output<typeof refundFormSchema>;

/**
 * Pays money back on an order: the amount (prefilled), M-Pesa or manual, and why. The server refuses
 * more than is left of what was paid (REFUND_EXCEEDS_PAID), which shows on the amount.
 */
export function RefundForm({
  orderId,
  returnId = null,
  defaultAmount,
  defaultReason = '',
  onDone,
}: {
  orderId: number;
  returnId?: number | null;
  defaultAmount: number;
  defaultReason?: string;
  onDone?: (refund: Refund) => void;
}) {
  const create = useCreateRefund();
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: defaultAmount, method: 'mpesa', reason: defaultReason },
  });
  const field = bindFields(form);
  const submit: SubmitHandler<RefundFormOutput> = async (values) => {
    setFailure(null);
    const body: RefundCreateBody = { ...values, return_id: returnId };
    try {
      const refund = await create.mutateAsync({
        orderId,
        body,
        idempotencyKey,
      });
      toast.success(
        refund.status === 'Completed'
          ? `Refund of ${formatKsh(refund.amount)} recorded`
          : `Refund of ${formatKsh(refund.amount)} sent to M-Pesa: waiting for the result`,
      );
      // The next refund is another payment: it gets its own key.
      setIdempotencyKey(randomUuid());
      onDone?.(refund);
    } catch (err) {
      const text = returnErrorText(err, 'Error recording the refund.');
      if (isApiError(err, 'REFUND_EXCEEDS_PAID'))
        form.setError('amount', { type: 'server', message: text }, { shouldFocus: true });
      else showServerFieldErrors(err, form);
      setFailure(text);
    }
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label="Refund"
      className="grid gap-3 sm:grid-cols-3 sm:items-start"
    >
      <TextField
        label="Amount (KES)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        {...field('amount', { valueAsNumber: true })}
      />
      <SelectField label="Method" {...field('method')}>
        {REFUND_METHODS.map((method) => (
          <option key={method} value={method}>
            {REFUND_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <TextField label="Reason" maxLength={REFUND_REASON_MAX} {...field('reason')} />
      {failure ? (
        <div className="sm:col-span-3">
          <ErrorMessage>{failure}</ErrorMessage>
        </div>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" busy={form.formState.isSubmitting}>
          Refund
        </Button>
      </div>
    </form>
  );
}
