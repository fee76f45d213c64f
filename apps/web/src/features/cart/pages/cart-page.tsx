import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromCents } from '@mavazi/shared/money';
import { buttonClasses } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { PriceText } from '../../../components/price-text';
import { useScriptRunning } from '../../../lib/local-store';
import { useCart } from '../../../lib/cart-store';
import { cartCount, cartSubtotalCents } from '../../../lib/cart-totals';
import { CartLine } from '../components/cart-line';

export function CartPage() {
  const { t } = useTranslation('shop');
  const items = useCart();
  const count = cartCount(items);
  // The server renders the heading and the loading line: the cart is the browser's.
  const running = useScriptRunning();
  return (
    <div className="space-y-6">
      <PageHeading title={t('cart.title')} heading={t('cart.heading')} />
      {!running ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <ShopEmptyState title={t('cart.empty')} linkText={t('cart.continue')} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {items.map((item) => (
              <CartLine key={`${item.id}:${item.variantId ?? ''}`} item={item} />
            ))}
          </ul>
          <aside
            aria-labelledby="cart-summary"
            className="h-fit space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
          >
            <h2 id="cart-summary" className="text-lg font-semibold">
              {t('cart.summary')}
            </h2>
            <p className="flex justify-between text-stone-600">
              <span>{t('cart.items')}</span>
              <span>{count}</span>
            </p>
            <p className="flex justify-between text-lg font-bold">
              <span>{t('cart.total')}</span>
              <PriceText amount={fromCents(cartSubtotalCents(items))} />
            </p>
            <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('cart.checkout')}
            </Link>
            <Link
              to="/products"
              className="block text-center text-sm font-medium text-brand-700 hover:underline"
            >
              {t('cart.continue')}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
