import type { Promo } from '@mavazi/shared/promotions.schemas';
import { RowActions } from '../../components/row-actions';
import { tableClass, tdClass, thClass } from '../../components/styles';
import { formatDay } from '../../lib/format';

/** The promotions list with Edit and Delete per row. */
export function PromoTable({
  promos,
  editingId,
  deletingId,
  onEdit,
  onDelete,
}: {
  promos: Promo[];
  editingId: number | null;
  deletingId: number | null;
  onEdit: (promo: Promo) => void;
  onDelete: (promo: Promo) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">Promotions</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={thClass}>
              Code
            </th>
            <th scope="col" className={thClass}>
              Discount
            </th>
            <th scope="col" className={thClass}>
              Start
            </th>
            <th scope="col" className={thClass}>
              End
            </th>
            <th scope="col" className={thClass}>
              Usage limit
            </th>
            <th scope="col" className={thClass}>
              Times used
            </th>
            <th scope="col" className={thClass}>
              Status
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {promos.map((promo) => (
            <tr key={promo.id} className={promo.id === editingId ? 'bg-brand-50' : undefined}>
              <td className={`${tdClass} font-mono font-semibold`}>{promo.code}</td>
              <td className={tdClass}>{promo.discount_percentage}%</td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDay(promo.start_date)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDay(promo.end_date)}</td>
              <td className={tdClass}>
                {promo.usage_limit === null ? 'Unlimited' : promo.usage_limit}
              </td>
              <td className={tdClass}>{promo.times_used}</td>
              <td className={tdClass}>
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                    promo.is_active ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-600'
                  }`}
                >
                  {promo.is_active ? 'Active' : 'Inactive'}
                </span>
              </td>
              <RowActions
                name={promo.code}
                deleting={deletingId === promo.id}
                onEdit={() => onEdit(promo)}
                onDelete={() => onDelete(promo)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
