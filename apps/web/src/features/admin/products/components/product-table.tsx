import type { Product } from '@mavazi/shared/catalog.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { RowActions } from '../../components/row-actions';
import { tdClass } from '../../components/styles';

const PRODUCT_COLUMNS: readonly AdminColumn[] = [
  { label: 'Image' },
  { label: 'Name' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Inventory', align: 'right' },
  { label: 'Actions', align: 'right' },
];

/** Products with image, name, category, price, inventory and Edit/Delete. */
export function ProductTable({
  products,
  deletingId,
  onEdit,
  onDelete,
}: {
  products: Product[];
  deletingId: number | null;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  return (
    <AdminTable caption="Products" columns={PRODUCT_COLUMNS}>
      {products.map((product) => (
        <tr key={product.id}>
          <td className={tdClass}>
            <img
              src={product.imageUrl}
              alt={product.name}
              loading="lazy"
              className="h-12 w-12 rounded-md border border-stone-200 object-cover"
            />
          </td>
          <td className={`${tdClass} font-medium text-stone-900`}>{product.name}</td>
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
          />
        </tr>
      ))}
    </AdminTable>
  );
}
