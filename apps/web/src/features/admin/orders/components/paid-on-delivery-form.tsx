import { zodResolver } from '@hookform/resolvers/zod';
import { podPaymentSchema, type StaffOrder } from '@mavazi/shared/orders.schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/button';
import { TextAreaField, TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useRecordPaidOnDelivery } from '../api/record-paid-on-delivery';

const shape = podPaymentSchema.shape;

/** The form keeps typed text; each field becomes the API value and is checked by the API's schema. */
export const paidOnDeliveryFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'Enter the amount received')
    .transform(Number)
    .pipe(shape.amount),
  reference: shape.reference,
  note: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(shape.note),
});
type PaidOnDeliveryInput = z.input<typeof paidOnDeliveryFormSchema>;
type PaidOnDelivery = z.output<typeof paidOnDeliveryFormSchema>;

/** What the rider collected: the total (or another amount with a note), and "cash" or the M-Pesa code. */
export function PaidOnDeliveryForm({ pageId, order }: { pageId: string; order: StaffOrder }) {
  const record = useRecordPaidOnDelivery(pageId, order.id);
  const form = useForm<PaidOnDeliveryInput, unknown, PaidOnDelivery>({
    resolver: zodResolver(paidOnDeliveryFormSchema),
    defaultValues: { amount: String(order.total_amount), reference: '', note: '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      await record.mutateAsync(values);
      toast.success(`Order ${order.order_number} marked paid`);
    },
    (err) => toast.error(`Not marked paid: ${errorMessage(err)}`),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <TextField label="Amount received (KSh)" inputMode="decimal" {...field('amount')} />
      <TextField
        label="M-Pesa code or cash"
        hint='Type "cash", or the code from the M-Pesa message, e.g. QKJ4ABC123'
        autoComplete="off"
        {...field('reference')}
      />
      <TextAreaField
        label="Note (needed when the amount is not the total)"
        rows={2}
        wrapperClassName="sm:col-span-2"
        {...field('note')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Mark paid'}
        </Button>
      </div>
    </form>
  );
}
