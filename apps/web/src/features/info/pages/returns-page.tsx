import {
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
} from '@mavazi/shared/returns.schemas';
import { Link } from 'react-router';
import { useShopInfo } from '../../../lib/get-shop-info';
import { AskUs, InfoPage } from '../components/info-page';

/** The returns policy, with the shop's own return window (GET /shop; the default until it loads). */
export function ReturnsPage() {
  const shop = useShopInfo();
  const days = shop.data?.return_window_days ?? RETURN_WINDOW_DAYS;
  return (
    <InfoPage
      title="Returns"
      intro={`Changed your mind or the size is wrong? Ask for a return or an exchange within ${days} days of delivery.`}
      pending={shop.isPending}
    >
      <section>
        <h2>What can be returned</h2>
        <ul>
          <li>Unworn, unwashed items with their tags, within {days} days of delivery.</li>
          <li>
            Reasons we accept:{' '}
            {RETURN_REASONS.map((r) => RETURN_REASON_LABELS[r].toLowerCase()).join(', ')}.
          </li>
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
            Open <Link to="/my-orders">My Orders</Link>, choose &ldquo;Return or exchange&rdquo; on
            the delivered order, pick the items, how many and why, and for an exchange the size or
            colour you want instead (we list only those in stock).
          </li>
          <li>
            You get a return number (like RET-000001) and its page shows every step; we mail you at
            each one.
          </li>
          <li>
            Once we approve it, our rider picks the item up or you drop it at our Nairobi shop.
          </li>
          <li>
            Questions: <AskUs email={shop.data?.email} />.
          </li>
        </ol>
      </section>
      <section>
        <h2>Refunds and exchanges</h2>
        <p>
          Once we have received and checked the item we refund what you paid for it to your M-Pesa
          number (or in cash or to your bank when you did not pay by M-Pesa), or send the size you
          asked for as a new order at no cost and with no delivery fee. A refund is never more than
          what you paid.
        </p>
      </section>
    </InfoPage>
  );
}
