import { RETURN_DAYS } from '@mavazi/shared/constants';
import { useShopInfo } from '../../../lib/get-shop-info';
import { AskUs, InfoPage } from '../components/info-page';

export function ReturnsPage() {
  const shop = useShopInfo();
  return (
    <InfoPage
      title="Returns"
      intro={`Changed your mind or the size is wrong? Send it back within ${RETURN_DAYS} days of delivery.`}
      pending={shop.isPending}
    >
      <section>
        <h2>What can be returned</h2>
        <ul>
          <li>Unworn, unwashed items with their tags, within {RETURN_DAYS} days of delivery.</li>
          <li>A faulty or wrong item, at any time within 30 days: we pay the return.</li>
          <li>
            For hygiene, earrings, underwear and swimwear can only be returned when faulty, and
            items made or altered to your measurements cannot be returned.
          </li>
        </ul>
      </section>
      <section>
        <h2>How to return</h2>
        <ol className="ml-5 list-decimal space-y-1">
          <li>
            Tell us the order number and the item: <AskUs email={shop.data?.email} />.
          </li>
          <li>We arrange a pick-up by our rider, or you drop the item at our Nairobi shop.</li>
          <li>We check the item within 2 working days of receiving it.</li>
        </ol>
      </section>
      <section>
        <h2>Refunds and exchanges</h2>
        <p>
          We refund to the M-Pesa number or card you paid with within 5 working days of checking the
          item, or exchange it for another size when it is in stock. The delivery fee is refunded
          when the item was faulty or wrong.
        </p>
      </section>
    </InfoPage>
  );
}
