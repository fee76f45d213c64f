import { useState } from 'react';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { Button } from '../../../components/button';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { addToCartWithToast, maxQuantity } from '../../../lib/cart-store';
import { addToWishlistWithToast } from '../../../lib/wishlist-store';

/** Quantity, add to cart (never beyond the stock) and add to wishlist. */
export function PurchasePanel({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(product);
  const outOfStock = max === 0;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {outOfStock ? null : (
        <QuantityStepper
          label="Quantity"
          value={Math.min(quantity, max)}
          max={max}
          onChange={setQuantity}
        />
      )}
      <Button
        size="lg"
        disabled={outOfStock}
        onClick={() => addToCartWithToast(product, Math.min(quantity, max))}
      >
        {outOfStock ? 'Out of Stock' : 'Add to Cart'}
      </Button>
      <Button size="lg" variant="secondary" onClick={() => addToWishlistWithToast(product)}>
        Add to Wishlist
      </Button>
    </div>
  );
}
