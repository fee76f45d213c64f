import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PriceText } from '../../../components/price-text';
import { ProductImage } from '../../../components/product-image';
import { addToCartWithToast } from '../../../components/add-to-cart-with-toast';
import { removeFromWishlist, useWishlist } from '../../../lib/wishlist-store';

export function WishlistPage() {
  const items = useWishlist();
  return (
    <div className="space-y-6">
      <PageHeading title="Wishlist" heading="Your Wishlist" />
      {items.length === 0 ? (
        <ShopEmptyState title="Your wishlist is empty." linkText="Discover products" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <ProductImage
                src={item.imageUrl}
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
                      Choose a size<span className="sr-only"> of {item.name}</span>
                    </Link>
                  ) : (
                    <Button
                      size="sm"
                      disabled={item.inventory <= 0}
                      onClick={() => addToCartWithToast(item)}
                    >
                      {item.inventory <= 0 ? 'Out of Stock' : 'Add to Cart'}
                    </Button>
                  )}
                  <Button size="sm" variant="danger" onClick={() => removeFromWishlist(item.id)}>
                    Remove<span className="sr-only"> {item.name}</span>
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
