import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductDetail, ProductVariant } from '@mavazi/shared/catalog.schemas';
import { Button } from '../../../components/button';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { addToCartWithToast } from '../../../components/add-to-cart-with-toast';
import { cartLineOf, maxQuantity } from '../../../lib/cart-item';
import { addToWishlistWithToast } from '../../../lib/wishlist-store';
import { useAuth } from '../../../hooks/use-auth';
import { useScriptRunning } from '../../../lib/local-store';
import { NotifyMeForm } from './notify-me-form';
import { SizeGuide } from './size-guide';
import { SizePicker, type SizeChoice } from './size-picker';

const CART_RESULTS = ['added', 'choose-size', 'sold-out', 'full'] as const;
type CartResult = (typeof CART_RESULTS)[number];

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
  const { status } = useAuth();
  const [quantity, setQuantity] = useState(1);
  const setChoice = onChoiceChange;
  const hasSizes = product.variants.length > 0;
  const soldOut = product.variants.filter((v) => v.inventory <= 0);
  // What goes into the cart: the product, or the product in the chosen size at that size's price.
  const line = cartLineOf(product, variant, imageUrl);
  const scripted = useScriptRunning();
  // What POST /cart/add did, when the form was sent before the script ran.
  const [params] = useSearchParams();
  const cartResult = CART_RESULTS.find((r): r is CartResult => r === params.get('cart'));
  // Before the script runs the form posts to the server, which checks the size and the stock itself.
  const max =
    hasSizes && !variant ? (scripted ? 0 : Math.max(1, product.inventory)) : maxQuantity(line);
  const outOfStock = product.inventory <= 0;
  const label = outOfStock
    ? t('product.outOfStock')
    : hasSizes && !variant && scripted
      ? t('product.chooseSize')
      : max === 0
        ? t('product.soldOutInSize')
        : t('product.addToCart');
  return (
    <div className="flex flex-col gap-4">
      <form
        method="post"
        action="/cart/add"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          addToCartWithToast(line, Math.min(quantity, max));
        }}
      >
        <input type="hidden" name="productId" value={product.id} />
        {cartResult ? (
          <p role="status" className="font-semibold text-brand-800">
            {t(`product.cartResult.${cartResult}`)}
          </p>
        ) : null}
        {hasSizes ? (
          <>
            <SizePicker variants={product.variants} choice={choice} onChange={setChoice} />
            <SizeGuide
              category={product.category}
              label={t(`list.categories.${product.category}`)}
            />
          </>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {max === 0 ? null : (
            <QuantityStepper
              label={t('product.quantity')}
              name="quantity"
              value={Math.min(quantity, max)}
              max={max}
              onChange={setQuantity}
            />
          )}
          {/* On phones the button stays at the bottom of the screen while the shopper scrolls. */}
          <div
            data-testid="sticky-add-to-cart"
            className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 py-3 pr-24 pl-4 backdrop-blur sm:static sm:z-auto sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
          >
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={max === 0}>
              {label}
            </Button>
          </div>
          <Button
            type="button"
            size="lg"
            variant="secondary"
            onClick={() => addToWishlistWithToast(product)}
          >
            {t('product.addToWishlist')}
          </Button>
        </div>
      </form>
      {/* A form of its own: forms cannot nest. */}
      {soldOut.length > 0 ? (
        <NotifyMeForm
          productId={product.id}
          soldOut={soldOut}
          signedIn={status === 'authenticated'}
        />
      ) : null}
    </div>
  );
}
