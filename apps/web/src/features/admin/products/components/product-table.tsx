import type { Product } from '@mavazi/shared/catalog.schemas';
import { formatKes } from '@mavazi/shared/money';
import { RowActions } from '../../components/row-actions';
import { tableClass, tdClass, thClass } from '../../components/styles';

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
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">Products</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={thClass}>
              Image
            </th>
            <th scope="col" className={thClass}>
              Name
            </th>
            <th scope="col" className={thClass}>
              Category
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Price
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Inventory
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
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
              <td className={`${tdClass} whitespace-nowrap text-right`}>
                {formatKes(product.price)}
              </td>
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
        </tbody>
      </table>
    </div>
  );
}
