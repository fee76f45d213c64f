import { zodResolver } from '@hookform/resolvers/zod';
import { kenyaDate } from '@mavazi/shared/dates';
import {
  expectedDeliverySchema,
  type ExpectedDelivery,
  type StaffOrder,
} from '@mavazi/shared/orders.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useSetExpectedDelivery } from '../api/set-expected-delivery';

/** A new expected delivery day; the picker starts at the day the order was placed. */
export function ExpectedDeliveryForm({ pageId, order }: { pageId: string; order: StaffOrder }) {
  const change = useSetExpectedDelivery(pageId, order.id);
  const form = useForm<ExpectedDelivery>({
    resolver: zodResolver(expectedDeliverySchema),
    defaultValues: { expected_delivery_date: order.expectedDeliveryDate ?? '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      await change.mutateAsync(values);
      toast.success('Expected delivery date saved');
    },
    (err) => toast.error(`Date not saved: ${errorMessage(err)}`),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label="Expected delivery date"
        type="date"
        min={kenyaDate(Date.parse(order.created_at))}
        {...field('expected_delivery_date')}
      />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change date'}
      </Button>
    </form>
  );
}
