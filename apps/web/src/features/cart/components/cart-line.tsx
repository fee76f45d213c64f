import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { toCents, fromCents } from '@mavazi/shared/money';
import { Button } from '../../../components/button';
import { PriceText } from '../../../components/price-text';
import { VariantText } from '../../../components/order-lines';
import { ProductImage } from '../../../components/product-image';
import { thumbnailSrc } from '../../../components/photo-sizes';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { maxQuantity, type CartItem } from '../../../lib/cart-item';
import { removeFromCart, setCartQuantity } from '../../../lib/cart-store';

/** The line's name for screen readers: "Kitenge Dress, size M, Red". */
function lineName(item: CartItem): string {
  return [item.name, item.size ? `size ${item.size}` : null, item.colour]
    .filter(Boolean)
    .join(', ');
}

export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('shop');
  // The stock a typed quantity was lowered to, shown until the shopper changes the line again.
  const [cappedAt, setCappedAt] = useState<number | null>(null);
  return (
    <li className="flex gap-4 p-4">
      <Link to={`/product/${item.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={thumbnailSrc(item.imageUrl)}
          alt=""
          width={96}
          height={96}
          className="h-24 w-24 rounded-xl object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-stone-900">
            <Link to={`/product/${item.id}`} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h2>
          <VariantText size={item.size} colour={item.colour} />
          <p role="status" className="text-sm font-medium text-amber-800">
            {cappedAt === null ? '' : t('cart.capped', { count: cappedAt })}
          </p>
          <PriceText amount={item.price} className="text-sm text-stone-600" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            label={t('cart.quantityOf', { name: lineName(item) })}
            value={item.quantity}
            max={maxQuantity(item)}
            onChange={(q) => {
              if (q < maxQuantity(item)) setCappedAt(null);
              setCartQuantity(item, q);
            }}
            onCapped={setCappedAt}
          />
          <PriceText
            amount={fromCents(toCents(item.price) * item.quantity)}
            className="w-32 text-right font-semibold"
          />
          <Button variant="danger" size="sm" onClick={() => removeFromCart(item)}>
            {t('cart.remove')}
            <span className="sr-only"> {lineName(item)}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
