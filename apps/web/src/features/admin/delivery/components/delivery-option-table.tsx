import type { AdminDeliveryOption } from '@mavazi/shared/delivery.schemas';
import { DELIVERY_KIND_LABELS } from '@mavazi/shared/constants';
import { formatKsh } from '@mavazi/shared/money';
import { Badge } from '../../../../components/badge';
import { deliveryFeeText } from '../../../../lib/delivery-text';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { RowActions } from '../../components/row-actions';
import { smallButtonClass, tdClass } from '../../components/styles';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Name' },
  { label: 'Kind' },
  { label: 'Counties' },
  { label: 'Fee', align: 'right' },
  { label: 'Free from', align: 'right' },
  { label: 'Days' },
  { label: 'Status' },
  { label: 'Actions', hiddenLabel: true },
];

/** "Every county", the names when there are a few, or a count that opens into the list. */
function Counties({ counties }: { counties: readonly string[] }) {
  if (counties.length === 0) return <>Every county</>;
  if (counties.length <= 3) return <>{counties.join(', ')}</>;
  return (
    <details>
      <summary className="cursor-pointer whitespace-nowrap">{counties.length} counties</summary>
      <p className="mt-1 max-w-xs text-xs text-stone-600">{counties.join(', ')}</p>
    </details>
  );
}

/** The delivery options with Edit, Activate/Deactivate and Delete per row. */
export function DeliveryOptionTable({
  options,
  editingId,
  busyId,
  onEdit,
  onToggleActive,
  onDelete,
}: {
  options: AdminDeliveryOption[];
  editingId: number | null;
  /** The option being saved or deleted. */
  busyId: number | null;
  onEdit: (option: AdminDeliveryOption) => void;
  onToggleActive: (option: AdminDeliveryOption) => void;
  onDelete: (option: AdminDeliveryOption) => void;
}) {
  return (
    <AdminTable caption="Delivery options" columns={COLUMNS}>
      {options.map((option) => (
        <tr key={option.id} className={option.id === editingId ? 'bg-brand-50' : undefined}>
          <td className={`${tdClass} min-w-48 font-semibold text-stone-900`}>{option.name}</td>
          <td className={`${tdClass} whitespace-nowrap`}>{DELIVERY_KIND_LABELS[option.kind]}</td>
          <td className={tdClass}>
            <Counties counties={option.counties} />
          </td>
          <td className={`${tdClass} whitespace-nowrap text-right`}>
            {deliveryFeeText(option.fee)}
          </td>
          <td className={`${tdClass} whitespace-nowrap text-right`}>
            {option.free_over === null ? '—' : formatKsh(option.free_over)}
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>
            {option.eta_min_days === option.eta_max_days
              ? option.eta_max_days
              : `${option.eta_min_days}–${option.eta_max_days}`}{' '}
            days
          </td>
          <td className={tdClass}>
            <Badge tone={option.is_active ? 'green' : 'stone'}>
              {option.is_active ? 'Active' : 'Inactive'}
            </Badge>
          </td>
          <RowActions
            name={option.name}
            deleting={busyId === option.id}
            onEdit={() => onEdit(option)}
            onDelete={() => onDelete(option)}
          >
            <button
              type="button"
              onClick={() => onToggleActive(option)}
              disabled={busyId === option.id}
              aria-label={`${option.is_active ? 'Deactivate' : 'Activate'} ${option.name}`}
              className={`${smallButtonClass} bg-stone-100 text-stone-700 hover:bg-stone-200`}
            >
              {option.is_active ? 'Deactivate' : 'Activate'}
            </button>
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}
