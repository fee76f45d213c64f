import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ProductDetail } from '@mavazi/shared/catalog.schemas';
import { RatingStars } from '../../../components/rating-stars';
import { SalePrice } from '../../../components/sale-price';
import { photosForColour } from '../colour-photos';
import { DeliveryInfo } from './delivery-info';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { chosenVariant, initialChoice } from './size-picker';

/**
 * Photos, name, price and the purchase panel of the product page. The colour chosen in the panel picks
 * the photos shown and the cart line's picture; the chosen size's price (and "was" price) is shown.
 */
export function ProductSummary({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const [choice, setChoice] = useState(() => initialChoice(p.variants));
  const variant = chosenVariant(p.variants, choice);
  const photos = photosForColour(p.images, choice.colour);
  const price = variant?.price ?? p.price;
  // A size with its own price has its own "was" price or none; one at the product's price shares the product's.
  const compareAt = variant
    ? (variant.compare_at_price ?? (variant.price === null ? p.compare_at_price : null))
    : p.compare_at_price;
  const inStock = p.inventory > 0;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ProductGallery key={choice.colour ?? ''} product={p} images={photos} />
      <div className="flex flex-col gap-4">
        <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">{p.category}</p>
        <h1 className="text-3xl font-bold text-stone-900">{p.name}</h1>
        {p.rating_count > 0 && p.rating_average !== null ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <RatingStars rating={p.rating_average} />
            <span>
              {p.rating_average.toFixed(1)} ({t('product.reviewCount', { count: p.rating_count })})
            </span>
          </p>
        ) : null}
        <SalePrice price={price} compareAt={compareAt} large />
        <p
          className={`inline-flex w-fit rounded-full px-3 py-1 text-sm font-semibold ${inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700'}`}
        >
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <p className="whitespace-pre-line text-stone-700">{p.description}</p>
        <PurchasePanel
          product={p}
          choice={choice}
          onChoiceChange={setChoice}
          variant={variant}
          imageUrl={photos[0]?.url ?? p.imageUrl}
        />
        <DeliveryInfo />
      </div>
    </div>
  );
}
