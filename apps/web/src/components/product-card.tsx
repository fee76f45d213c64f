import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { Button, buttonClasses } from './button';
import { isOnSale, SalePrice } from './sale-price';
import { ProductImage } from './product-image';
import { CARD_GRID_5_SIZES } from './photo-sizes';
import { RatingStars } from './rating-stars';
import { addToCartWithToast } from './add-to-cart-with-toast';
import { addToWishlistWithToast } from '../lib/wishlist-store';

/**
 * Cards in the first row are visible at once: their pictures load eagerly (`priority`). `sizes` is
 * the card's width in its grid (see photo-sizes.ts).
 */
export function ProductCard({
  product,
  priority = false,
  sizes = CARD_GRID_5_SIZES,
}: {
  product: Product;
  priority?: boolean;
  sizes?: string;
}) {
  const outOfStock = product.inventory <= 0;
  const needsSize = product.sizes.length > 0;
  const nameId = `product-${product.id}-name`;
  const { t } = useTranslation();
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <Link
        to={`/product/${product.id}`}
        className="relative block overflow-hidden bg-stone-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        {isOnSale(product.price, product.compare_at_price) ? (
          <span className="absolute top-2 left-2 z-10 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
            {t('product.sale')}
          </span>
        ) : null}
        <ProductImage
          src={product.imageUrl}
          srcSet={product.image?.srcset}
          avifSrcSet={product.image?.avif_srcset}
          blurPlaceholder={product.image?.placeholder}
          sizes={sizes}
          alt=""
          width={product.image?.width ?? 400}
          height={product.image?.height ?? 400}
          loading={priority ? 'eager' : 'lazy'}
          // The first screen's photos are the page's largest paint on a phone: asked for before the others.
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {product.category}
        </p>
        <h2 id={nameId} className="text-sm font-semibold text-stone-900 sm:text-base">
          <Link to={`/product/${product.id}`} className="hover:text-brand-700">
            {product.name}
          </Link>
          {isOnSale(product.price, product.compare_at_price) ? (
            <span className="sr-only">{t('product.onSale')}</span>
          ) : null}
        </h2>
        <p className="line-clamp-2 text-xs text-stone-600 sm:text-sm">{product.description}</p>
        {product.rating_count > 0 && product.rating_average !== null ? (
          <p className="flex items-center gap-1 text-xs text-stone-500">
            <RatingStars rating={product.rating_average} />
            <span>({product.rating_count})</span>
          </p>
        ) : null}
        {needsSize ? (
          <p className="flex flex-wrap gap-1 text-xs text-stone-700">
            <span className="sr-only">{t('product.sizesInStock')}</span>
            {product.sizes.map((size) => (
              <span key={size} className="rounded border border-stone-300 px-1.5 py-0.5">
                {size}
              </span>
            ))}
          </p>
        ) : null}
        <SalePrice price={product.price} compareAt={product.compare_at_price} className="mt-auto" />
        <div className="flex flex-col gap-2">
          {needsSize ? (
            // A size is chosen on the product page; the card cannot add to the cart without one.
            <Link
              to={`/product/${product.id}`}
              className={buttonClasses('primary', 'sm')}
              aria-describedby={nameId}
            >
              {t('product.chooseSize')}
            </Link>
          ) : (
            <Button
              size="sm"
              disabled={outOfStock}
              onClick={() => addToCartWithToast(product)}
              aria-describedby={nameId}
            >
              {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => addToWishlistWithToast(product)}
            aria-describedby={nameId}
          >
            {t('product.addToWishlist')}
          </Button>
        </div>
      </div>
    </li>
  );
}
