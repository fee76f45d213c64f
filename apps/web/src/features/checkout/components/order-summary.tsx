import { useTranslation } from 'react-i18next';
import { discountCents, fromCents, toCents } from '@mavazi/shared/money';
import { VariantText } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import type { CartItem } from '../../../lib/cart-item';
import { deliveryFeeText } from '../../../lib/delivery-text';

interface OrderSummaryProps {
  items: ReadonlyArray<CartItem>;
  subtotalCents: number;
  discountPercentage: number;
  /** The chosen delivery option and its fee; null until one is chosen. */
  delivery: { name: string; feeCents: number } | null;
  totalCents: number;
}

export function OrderSummary({
  items,
  subtotalCents,
  discountPercentage,
  delivery,
  totalCents,
}: OrderSummaryProps) {
  const { t } = useTranslation('shop');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-stone-900">{t('checkout.orderSummary')}</h2>
      <ul className="divide-y divide-stone-100">
        {items.map((item) => (
          <li
            key={`${item.id}:${item.variantId ?? ''}`}
            className="flex justify-between gap-3 py-2 text-sm"
          >
            <span>
              <span className="font-medium text-stone-900">{item.name}</span>
              <VariantText size={item.size} colour={item.colour} />
              <span className="block text-stone-500">
                <PriceText amount={item.price} /> × {item.quantity}
              </span>
            </span>
            <PriceText
              amount={fromCents(toCents(item.price) * item.quantity)}
              className="font-medium"
            />
          </li>
        ))}
      </ul>
      <dl aria-live="polite" className="space-y-2 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>
            <PriceText amount={fromCents(subtotalCents)} />
          </dd>
        </div>
        {discountPercentage > 0 ? (
          <div className="flex justify-between text-emerald-700">
            <dt>{t('checkout.discount', { percent: discountPercentage })}</dt>
            <dd>
              −<PriceText amount={fromCents(discountCents(subtotalCents, discountPercentage))} />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt>
            {delivery
              ? t('checkout.deliveryNamed', { name: delivery.name })
              : t('checkout.delivery')}
          </dt>
          <dd className="whitespace-nowrap">
            {delivery ? deliveryFeeText(fromCents(delivery.feeCents)) : t('checkout.chooseOption')}
          </dd>
        </div>
        <div className="flex justify-between text-base font-bold text-stone-900">
          <dt>{t('checkout.totalLabel')}</dt>
          <dd data-testid="checkout-total">
            <PriceText amount={fromCents(totalCents)} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
