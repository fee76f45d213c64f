import { Link } from 'react-router';

/** The spec's "Product added to cart!" with a way to the cart, so a guest knows where it went. */
export function AddedToCartToast() {
  return (
    <span>
      <span>Product added to cart!</span>{' '}
      <Link to="/cart" className="font-semibold text-brand-900 underline">
        View cart
      </Link>
    </span>
  );
}
