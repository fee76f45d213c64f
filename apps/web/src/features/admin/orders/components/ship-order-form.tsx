import { zodResolver } from '@hookform/resolvers/zod';
import { shipOrderSchema, type StaffOrder } from '@mavazi/shared/orders.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useShipOrder } from '../api/ship-order';

const shipFormSchema = shipOrderSchema.pick({ courier: true, tracking_number: true });
type ShipForm = z.infer<typeof shipFormSchema>;

/** Marks the order On Transit with who carries it; on a shipped order it corrects the two values. */
export function ShipOrderForm({ pageId, order }: { pageId: string; order: StaffOrder }) {
  const ship = useShipOrder(pageId, order.id);
  const shipped = order.status === 'On Transit';
  const form = useForm<ShipForm>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { courier: order.courier ?? '', tracking_number: order.tracking_number ?? '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      await ship.mutateAsync(values);
      toast.success(shipped ? 'Tracking saved' : `Order ${order.order_number} shipped`);
    },
    (err) => toast.error(`Not shipped: ${errorMessage(err)}`),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <TextField label="Courier or rider" autoComplete="off" {...field('courier')} />
      <TextField label="Tracking number" autoComplete="off" {...field('tracking_number')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? 'Saving...' : shipped ? 'Save tracking' : 'Mark shipped'}
        </Button>
      </div>
    </form>
  );
}
