import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PriceText } from '../../../components/price-text';
import { ProductImage } from '../../../components/product-image';
import { thumbnailSrc } from '../../../components/photo-sizes';
import { addToCartWithToast } from '../../../components/add-to-cart-with-toast';
import { useScriptRunning } from '../../../lib/local-store';
import { removeFromWishlist, useWishlist } from '../../../lib/wishlist-store';

export function WishlistPage() {
  const { t } = useTranslation('account');
  const items = useWishlist();
  // The server renders the heading and the loading line: the wishlist is the browser's.
  const running = useScriptRunning();
  return (
    <div className="space-y-6">
      <PageHeading title={t('wishlist.title')} heading={t('wishlist.heading')} />
      {!running ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <ShopEmptyState title={t('wishlist.empty')} linkText={t('wishlist.discover')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <ProductImage
                src={thumbnailSrc(item.imageUrl)}
                alt={item.name}
                width={112}
                height={112}
                className="h-28 w-28 rounded-xl object-cover"
              />
              <div className="flex flex-1 flex-col gap-2">
                <h2 className="font-semibold text-stone-900">
                  <Link to={`/product/${item.id}`} className="hover:text-brand-700">
                    {item.name}
                  </Link>
                </h2>
                <PriceText amount={item.price} className="text-stone-700" />
                <div className="mt-auto flex flex-wrap gap-2">
                  {item.hasSizes && item.inventory > 0 ? (
                    <Link to={`/product/${item.id}`} className={buttonClasses('primary', 'sm')}>
                      {t('wishlist.chooseSize')}
                      <span className="sr-only">{t('wishlist.ofName', { name: item.name })}</span>
                    </Link>
                  ) : (
                    <Button
                      size="sm"
                      disabled={item.inventory <= 0}
                      onClick={() => addToCartWithToast(item)}
                    >
                      {item.inventory <= 0
                        ? t('product.outOfStock', { ns: 'common' })
                        : t('product.addToCart', { ns: 'common' })}
                    </Button>
                  )}
                  <Button size="sm" variant="danger" onClick={() => removeFromWishlist(item.id)}>
                    {t('wishlist.remove')}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
