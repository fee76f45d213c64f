import { createElement } from 'react';
import { LIMITS } from '@mavazi/shared/constants';
import { i18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { addToCart, type AddToCartResult } from '../lib/cart-store';
import { maxQuantity, type CartProduct } from '../lib/cart-item';
import { AddedToCartToast } from './added-to-cart-toast';

/** Adds to the cart and tells the shopper what happened. */
export function addToCartWithToast(product: CartProduct, quantity = 1): AddToCartResult {
  const result = addToCart(product, quantity);
  switch (result.status) {
    case 'added':
      toast.success(createElement(AddedToCartToast));
      if (result.capped) toast.info(i18n.t('toast.capped', { max: maxQuantity(product) }));
      break;
    case 'out_of_stock':
      toast.error(i18n.t('toast.outOfStock'));
      break;
    case 'at_limit':
      toast.info(i18n.t('toast.atMax', { max: result.max }));
      break;
    case 'cart_full':
      toast.error(i18n.t('toast.tooManyLines', { max: LIMITS.cartLinesMax }));
      break;
  }
  return result;
}
