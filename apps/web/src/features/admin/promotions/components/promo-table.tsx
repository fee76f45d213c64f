import { useState } from 'react';
import { endOfKenyaDay } from '@mavazi/shared/dates';
import type { Promo } from '@mavazi/shared/promotions.schemas';
import { Badge } from '../../../../components/badge';
import { formatDay } from '../../../../lib/format-date';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { RowActions } from '../../components/row-actions';
import { tdClass } from '../../components/styles';

const PROMO_COLUMNS: readonly AdminColumn[] = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Start' },
  { label: 'End' },
  { label: 'Usage limit' },
  { label: 'Per customer' },
  { label: 'Times used' },
  { label: 'Status' },
  { label: 'Actions', hiddenLabel: true },
];

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
  // The moment the list was first shown: an open page does not flip a code to Expired by itself.
  const [now] = useState(() => Date.now());
  return (
    <AdminTable caption="Promotions" columns={PROMO_COLUMNS}>
      {promos.map((promo) => (
        <tr key={promo.id} className={promo.id === editingId ? 'bg-brand-50' : undefined}>
          <td className={`${tdClass} font-mono font-semibold`}>{promo.code}</td>
          <td className={tdClass}>{promo.discount_percentage}%</td>
          <td className={`${tdClass} whitespace-nowrap`}>{formatDay(promo.start_date)}</td>
          <td className={`${tdClass} whitespace-nowrap`}>{formatDay(promo.end_date)}</td>
          <td className={tdClass}>
            {promo.usage_limit === null ? 'Unlimited' : promo.usage_limit}
          </td>
          <td className={tdClass}>
            {promo.per_customer_limit === null ? 'Unlimited' : promo.per_customer_limit}
          </td>
          <td className={tdClass}>{promo.times_used}</td>
          <td className={tdClass}>
            {/* A code past its last (Kenyan) day no longer works, whatever its switch says. */}
            {now > endOfKenyaDay(promo.end_date) ? (
              <Badge tone="amber">Expired</Badge>
            ) : (
              <Badge tone={promo.is_active ? 'green' : 'stone'}>
                {promo.is_active ? 'Active' : 'Inactive'}
              </Badge>
            )}
          </td>
          <RowActions
            name={promo.code}
            deleting={deletingId === promo.id}
            onEdit={() => onEdit(promo)}
            onDelete={() => onDelete(promo)}
          />
        </tr>
      ))}
    </AdminTable>
  );
}
