import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The spec's "Product added to cart!" with a way to the cart, so a guest knows where it went. */
export function AddedToCartToast() {
  const { t } = useTranslation();
  return (
    <span>
      <span>{t('toast.addedToCart')}</span>{' '}
      <Link to="/cart" className="font-semibold text-brand-900 underline">
        {t('toast.viewCart')}
      </Link>
    </span>
  );
}
