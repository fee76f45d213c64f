import type { OrderItem } from '@mavazi/shared/orders.schemas';
import { PriceText } from './price-text';
import { ProductImage } from './product-image';

/** "Size M · Colour Red" under a line's name; nothing for a product without sizes. */
export function VariantText({ size, colour }: { size: string | null; colour: string | null }) {
  const parts = [size ? `Size ${size}` : null, colour ? `Colour ${colour}` : null].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="block text-xs text-stone-600">{parts.join(' · ')}</span>;
}

/** An order line's picture (as it was at checkout), name, size and colour. */
export function OrderLineProduct({
  item,
}: {
  item: Pick<OrderItem, 'image_url' | 'product_name' | 'size' | 'colour'>;
}) {
  return (
    <span className="flex flex-1 items-center gap-3">
      <ProductImage
        src={item.image_url}
        alt=""
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded-lg bg-stone-100 object-cover"
      />
      <span>
        <span className="block font-medium text-stone-900">{item.product_name}</span>
        <VariantText size={item.size} colour={item.colour} />
      </span>
    </span>
  );
}

/** An order's lines with their picture, size and colour, as bought. */
export function OrderLines({ items, label }: { items: readonly OrderItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-2 text-left text-sm">
          <OrderLineProduct item={item} />
          <span className="whitespace-nowrap text-stone-700 tabular-nums">
            {item.quantity} × <PriceText amount={item.price} />
          </span>
        </li>
      ))}
    </ul>
  );
}
