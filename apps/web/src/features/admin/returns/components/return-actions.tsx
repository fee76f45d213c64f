import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminReturnUpdateSchema,
  type AdminReturnUpdate,
  type Return,
} from '@mavazi/shared/returns.schemas';
import { RETURN_NOTE_MAX } from '@mavazi/shared/returns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { TextAreaField } from '../../../../components/form-field';
import { bindFields, showServerFieldErrors } from '../../../../lib/forms';
import { returnErrorText } from '../../../../lib/return-errors';
import { toast } from '../../../../lib/toast';
import { ErrorMessage } from '../../components/status-message';
import { useAdmin } from '../../state/admin-context';
import { useUpdateReturn } from '../api/update-return';

const stepSchema = adminReturnUpdateSchema.pick({ note: true, restock: true });
type StepInput = z.input<typeof stepSchema>;
type StepOutput = z.output<typeof stepSchema>;
type StepStatus = AdminReturnUpdate['status'];

const DONE_TEXT: Partial<Record<StepStatus, string>> = {
  Approved: 'approved',
  Rejected: 'rejected',
  Received: 'marked as received',
  Exchanged: 'exchanged: the exchange order is placed',
  Refunded: 'marked as refunded',
};

/** One step of a return (approve, reject, receive, exchange) with an optional note. */
function StepForm({
  ret,
  steps,
  withRestock = false,
  hint,
}: {
  ret: Return;
  steps: ReadonlyArray<{ status: StepStatus; label: string; variant?: 'primary' | 'danger' }>;
  withRestock?: boolean;
  hint?: string;
}) {
  const update = useUpdateReturn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StepInput, unknown, StepOutput>({
    resolver: zodResolver(stepSchema),
    defaultValues: { note: '', restock: true },
  });
  const field = bindFields(form);
  const run = (status: StepStatus) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        const updated = await update.mutateAsync({
          id: ret.id,
          status,
          note: values.note || undefined,
          ...(withRestock ? { restock: values.restock } : {}),
        });
        toast.success(`${updated.number} ${DONE_TEXT[status] ?? status}`);
        form.reset();
      } catch (err) {
        showServerFieldErrors(err, form);
        setFailure(returnErrorText(err, `Error updating ${ret.number}.`));
      }
    });
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-3">
      {hint ? <p className="text-sm text-stone-700">{hint}</p> : null}
      {withRestock ? (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            {...form.register('restock')}
          />
          Put back in stock
        </label>
      ) : null}
      <TextAreaField
        label="Note to the shopper (optional)"
        rows={2}
        maxLength={RETURN_NOTE_MAX}
        {...field('note')}
      />
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button
            key={step.status}
            variant={step.variant ?? 'primary'}
            busy={update.isPending && update.variables.status === step.status}
            disabled={update.isPending}
            onClick={(event) => void run(step.status)(event)}
          >
            {step.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

/**
 * What staff may do with a return now, by its status and their role: decide (returns.decide), receive
 * (returns.receive), send an exchange (returns.receive). Refunds are on the order's refund panel.
 */
export function ReturnActions({ ret }: { ret: Return }) {
  const { can } = useAdmin();
  const wantsExchange = ret.lines.some((line) => line.exchange_variant_id !== null);
  if (ret.status === 'Requested' && can('returns.decide'))
    return (
      <StepForm
        ret={ret}
        steps={[
          { status: 'Approved', label: 'Approve' },
          { status: 'Rejected', label: 'Reject', variant: 'danger' },
        ]}
      />
    );
  if (ret.status === 'Approved' && can('returns.receive'))
    return (
      <StepForm
        ret={ret}
        withRestock
        hint="When the items are back: unticked, they are written off instead of going back to stock."
        steps={[{ status: 'Received', label: 'Mark as received' }]}
      />
    );
  if (ret.status === 'Received' && wantsExchange && can('returns.receive'))
    return (
      <StepForm
        ret={ret}
        hint="Sends the sizes asked for as a new order at no cost, taking them from stock."
        steps={[{ status: 'Exchanged', label: 'Send the exchange' }]}
      />
    );
  if (ret.status === 'Received' && ret.refunded_amount > 0 && can('money.manage'))
    return (
      <StepForm
        ret={ret}
        hint="The refund is recorded: close the return."
        steps={[{ status: 'Refunded', label: 'Mark as refunded' }]}
      />
    );
  if (ret.status === 'Received' && can('money.manage'))
    return <p className="text-sm text-stone-700">Refund the items below.</p>;
  const closed =
    ret.status === 'Rejected' || ret.status === 'Refunded' || ret.status === 'Exchanged';
  return (
    <p className="text-sm text-stone-700">
      {closed ? 'This return is closed.' : 'The next step is for another role.'}
    </p>
  );
}
