import type { AdminDeliveryOption, DeliveryOptionValues } from '@mavazi/shared/delivery.schemas';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useCreateDeliveryOption } from '../api/create-delivery-option';
import { useDeleteDeliveryOption } from '../api/delete-delivery-option';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useUpdateDeliveryOption } from '../api/update-delivery-option';
import { DeliveryOptionForm } from '../components/delivery-option-form';
import { DeliveryOptionTable } from '../components/delivery-option-table';

/** The options as the PUT body wants them: the row's fields with one change. */
function inputOf(option: AdminDeliveryOption, change: Partial<DeliveryOptionValues>) {
  const { id: _id, ...fields } = option;
  return { ...fields, ...change };
}

/** Delivery options: the add/edit form and the list, with activate, deactivate and delete per row. */
export function DeliveryPage() {
  const options = useDeliveryOptions();
  const create = useCreateDeliveryOption();
  const update = useUpdateDeliveryOption();
  const remove = useDeleteDeliveryOption();
  const [editing, setEditing] = useState<AdminDeliveryOption | null>(null);

  async function handleSubmit(input: DeliveryOptionValues) {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
    } catch (err) {
      toast.error(`Error saving the delivery option: ${errorMessage(err)}`);
      throw err;
    }
    toast.success(editing ? 'Delivery option updated' : 'Delivery option added');
    setEditing(null);
  }

  function handleToggleActive(option: AdminDeliveryOption) {
    const input = inputOf(option, { is_active: !option.is_active });
    update.mutate(
      { id: option.id, input },
      {
        onSuccess: () =>
          toast.success(
            option.is_active ? 'Delivery option deactivated' : 'Delivery option activated',
          ),
        onError: (err) => toast.error(`Error saving the delivery option: ${errorMessage(err)}`),
      },
    );
  }

  function handleDelete(option: AdminDeliveryOption) {
    if (!window.confirm('Are you sure you want to delete this delivery option?')) return;
    remove.mutate(option.id, {
      onSuccess: () => {
        toast.success('Delivery option deleted');
        if (editing?.id === option.id) setEditing(null);
      },
      onError: (err) => toast.error(`Error deleting the delivery option: ${errorMessage(err)}`),
    });
  }

  const busyId = remove.isPending
    ? (remove.variables ?? null)
    : update.isPending
      ? (update.variables?.id ?? null)
      : null;

  return (
    <div>
      <PageHeader title="Delivery options" />
      <p className="-mt-4 mb-6 max-w-2xl text-sm text-stone-600">
        Shoppers see the active options that serve their county at checkout. Orders keep the option
        as it was when they were placed, so changes and deletions here never alter them.
      </p>
      <section aria-labelledby="delivery-form-title" className={`${cardClass} mb-8 px-5 py-5`}>
        <DeliveryOptionForm
          key={editing?.id ?? 'new'}
          option={editing}
          onSubmit={handleSubmit}
          onCancelEdit={() => setEditing(null)}
        />
      </section>
      <section aria-label="Delivery options list" className={`${cardClass} px-1 py-2`}>
        <QueryList
          query={options}
          empty="No delivery options yet: shoppers cannot choose how their order is delivered"
          error={(err) => `Error loading delivery options: ${errorMessage(err)}`}
        >
          {(list) => (
            <DeliveryOptionTable
              options={list}
              editingId={editing?.id ?? null}
              busyId={busyId}
              onEdit={setEditing}
              onToggleActive={handleToggleActive}
              onDelete={handleDelete}
            />
          )}
        </QueryList>
      </section>
    </div>
  );
}
