import type { Product } from '@mavazi/shared/catalog.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { RowActions } from '../../components/row-actions';
import { smallButtonClass, tdClass } from '../../components/styles';

const PRODUCT_COLUMNS: readonly AdminColumn[] = [
  { label: 'Select', hiddenLabel: true },
  { label: 'Image' },
  { label: 'Name' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Inventory', align: 'right' },
  { label: 'Actions', align: 'right' },
];

/** Products with a checkbox, image, name, category, price, inventory, Stock, Edit and Delete. */
export function ProductTable({
  products,
  deletingId,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: {
  products: Product[];
  deletingId: number | null;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  return (
    <AdminTable caption="Products" columns={PRODUCT_COLUMNS}>
      {products.map((product) => (
        <tr key={product.id}>
          <td className={tdClass}>
            <input
              type="checkbox"
              aria-label={`Select ${product.name}`}
              checked={selected.has(product.id)}
              onChange={(e) => onToggle(product.id, e.target.checked)}
              className="h-4 w-4"
            />
          </td>
          <td className={tdClass}>
            <img
              src={product.imageUrl}
              alt={product.name}
              loading="lazy"
              className="h-12 w-12 rounded-md border border-stone-200 object-cover"
            />
          </td>
          <td className={`${tdClass} font-medium text-stone-900`}>
            {product.name}
            {product.status !== 'active' && (
              <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-normal text-stone-700">
                {product.status === 'draft' ? 'Draft' : 'Scheduled'}
              </span>
            )}
          </td>
          <td className={tdClass}>{product.category}</td>
          <td className={`${tdClass} whitespace-nowrap text-right`}>{formatKsh(product.price)}</td>
          <td
            className={`${tdClass} text-right ${product.inventory === 0 ? 'font-semibold text-red-600' : ''}`}
          >
            {product.inventory}
          </td>
          <RowActions
            name={product.name}
            deleting={deletingId === product.id}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
          >
            <Link
              to={`${ADMIN_PATHS.products}/${product.id}/stock`}
              aria-label={`Stock of ${product.name}`}
              className={`${smallButtonClass} bg-stone-100 text-stone-700 hover:bg-stone-200`}
            >
              Stock
            </Link>
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}
