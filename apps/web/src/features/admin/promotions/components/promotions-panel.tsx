import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { formatDay } from '../../../../lib/format-date';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useCreatePromo } from '../api/create-promo';
import { useDeletePromo } from '../api/delete-promo';
import { usePromos } from '../api/get-promos';
import { useUpdatePromo } from '../api/update-promo';
import { PromoForm } from './promo-form';
import { PromoTable } from './promo-table';

/** An unchanged day keeps the stored value, so editing other fields does not move a promo's exact start or end time. */
function keepStoredTime(sent: string, stored: string): string {
  return sent === formatDay(stored) ? stored : sent;
}

/** Dashboard section: the promo form (create or edit) and the promotions table. */
export function PromotionsPanel() {
  const promos = usePromos();
  const createPromo = useCreatePromo();
  const updatePromo = useUpdatePromo();
  const deletePromo = useDeletePromo();
  const [editing, setEditing] = useState<Promo | null>(null);

  async function handleSubmit(input: PromoInput) {
    if (editing) {
      const body = {
        ...input,
        start_date: keepStoredTime(input.start_date, editing.start_date),
        end_date: keepStoredTime(input.end_date, editing.end_date),
      };
      try {
        await updatePromo.mutateAsync({ id: editing.id, input: body });
      } catch (err) {
        toast.error(`Error updating promo: ${errorMessage(err)}`);
        throw err;
      }
      toast.success('Promo updated successfully!');
      setEditing(null);
      return;
    }
    try {
      await createPromo.mutateAsync(input);
    } catch (err) {
      toast.error(`Error creating promo: ${errorMessage(err)}`);
      throw err;
    }
    toast.success('Promo created successfully!');
  }

  function handleDelete(promo: Promo) {
    if (!window.confirm('Are you sure you want to delete this promo?')) return;
    deletePromo.mutate(promo.id, {
      onSuccess: () => {
        toast.success('Promo deleted successfully!');
        if (editing?.id === promo.id) setEditing(null);
      },
      onError: (err) => toast.error(`Error deleting promo: ${errorMessage(err)}`),
    });
  }

  return (
    <section aria-labelledby="promotions-title" className={`${cardClass} mt-8`}>
      <div className="border-b border-stone-200 px-5 py-4">
        <h2 id="promotions-title" className="text-lg font-semibold text-stone-900">
          Promotions
        </h2>
      </div>
      <div className="border-b border-stone-200 px-5 py-5">
        <PromoForm
          key={editing?.id ?? 'new'}
          promo={editing}
          onSubmit={handleSubmit}
          onCancelEdit={() => setEditing(null)}
        />
      </div>
      <div className="px-1 py-2">
        <QueryList
          query={promos}
          empty="No promotions yet"
          error={(err) => `Error loading promotions: ${errorMessage(err)}`}
        >
          {(list) => (
            <PromoTable
              promos={list}
              editingId={editing?.id ?? null}
              deletingId={deletePromo.isPending ? (deletePromo.variables ?? null) : null}
              onEdit={setEditing}
              onDelete={handleDelete}
            />
          )}
        </QueryList>
      </div>
    </section>
  );
}
