import type { ReactNode } from 'react';
import { smallButtonClass, tdClass } from './styles';

/**
 * The last cell of an editable row: Edit and Delete, named after the row for screen readers, after any
 * other actions of the row (`children`).
 */
export function RowActions({
  name,
  deleting,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <td className={`${tdClass} whitespace-nowrap text-right`}>
      <div className="flex justify-end gap-2">
        {children}
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
          className={`${smallButtonClass} bg-stone-100 text-stone-700 hover:bg-stone-200`}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${name}`}
          className={`${smallButtonClass} bg-red-50 text-red-700 hover:bg-red-100`}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </td>
  );
}
