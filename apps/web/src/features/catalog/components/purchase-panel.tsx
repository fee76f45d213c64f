import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ProductDetail, ProductVariant } from '@mavazi/shared/catalog.schemas';
import { Button } from '../../../components/button';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { addToCartWithToast } from '../../../components/add-to-cart-with-toast';
import { maxQuantity, type CartProduct } from '../../../lib/cart-item';
import { addToWishlistWithToast } from '../../../lib/wishlist-store';
import { SizePicker, type SizeChoice } from './size-picker';

/**
 * Size (for a product with sizes), quantity, add to cart (never beyond the stock) and add to wishlist.
 * The cart line keeps `imageUrl`: the chosen colour's photo.
 */
export function PurchasePanel({
  product,
  choice,
  onChoiceChange,
  variant,
  imageUrl,
}: {
  product: ProductDetail;
  choice: SizeChoice;
  onChoiceChange: (choice: SizeChoice) => void;
  variant: ProductVariant | undefined;
  imageUrl: string;
}) {
  const { t } = useTranslation('catalog');
  const [quantity, setQuantity] = useState(1);
  const setChoice = onChoiceChange;
  const hasSizes = product.variants.length > 0;
  // What goes into the cart: the product, or the product in the chosen size at that size's price.
  const line: CartProduct = variant
    ? {
        ...product,
        imageUrl,
        price: variant.price ?? product.price,
        inventory: variant.inventory,
        variantId: variant.id,
        size: variant.size,
        colour: variant.colour,
      }
    : { ...product, imageUrl };
  const max = hasSizes && !variant ? 0 : maxQuantity(line);
  const outOfStock = product.inventory <= 0;
  const label = outOfStock
    ? t('product.outOfStock')
    : hasSizes && !variant
      ? t('product.chooseSize')
      : max === 0
        ? t('product.soldOutInSize')
        : t('product.addToCart');
  return (
    <div className="flex flex-col gap-4">
      {hasSizes ? (
        <SizePicker variants={product.variants} choice={choice} onChange={setChoice} />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {max === 0 ? null : (
          <QuantityStepper
            label={t('product.quantity')}
            value={Math.min(quantity, max)}
            max={max}
            onChange={setQuantity}
          />
        )}
        <Button
          size="lg"
          disabled={max === 0}
          onClick={() => addToCartWithToast(line, Math.min(quantity, max))}
        >
          {label}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => addToWishlistWithToast(product)}>
          {t('product.addToWishlist')}
        </Button>
      </div>
    </div>
  );
}
