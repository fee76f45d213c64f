import { Link } from 'react-router';
import { InfoPage } from '../components/info-page';

export function TermsPage() {
  return (
    <InfoPage title="Terms and Conditions" intro="The terms of buying from Mavazi.">
      <section>
        <h2>Prices and orders</h2>
        <ul>
          <li>
            Prices are in Kenyan shillings (KSh) and include VAT; delivery is added at checkout.
          </li>
          <li>
            An order is a contract once we confirm it by email. If an item turns out to be
            unavailable we tell you and refund what you paid for it.
          </li>
          <li>
            A promotion code applies to the goods, not to delivery, and only while it is valid.
          </li>
        </ul>
      </section>
      <section>
        <h2>Payment</h2>
        <p>
          M-Pesa orders are confirmed when the payment arrives; an M-Pesa order not paid within an
          hour is cancelled. Card and PayPal orders are confirmed once we receive the payment.
        </p>
      </section>
      <section>
        <h2>Delivery and returns</h2>
        <p>
          Delivery times are estimates in working days; see <Link to="/delivery">delivery</Link>.
          What you may return and how is on the <Link to="/returns">returns</Link> page; it does not
          limit your rights under the Consumer Protection Act, 2012.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself; you are responsible for orders placed with your account.
          We may close accounts used for fraud or abuse.
        </p>
      </section>
      <section>
        <h2>Law</h2>
        <p>These terms are governed by the laws of Kenya.</p>
      </section>
    </InfoPage>
  );
}
