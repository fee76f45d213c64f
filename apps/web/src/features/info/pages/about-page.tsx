import { Link } from 'react-router';
import { InfoPage } from '../components/info-page';

export function AboutPage() {
  return (
    <InfoPage title="About us" intro="Culture, style and fashion for every Kenyan wardrobe.">
      <section>
        <h2>Who we are</h2>
        <p>
          Mavazi is an online clothing shop from Nairobi. We sell clothing for men, women and kids,
          and the accessories that finish every look: kitenge and ankara prints, school uniforms,
          beadwork and everyday wear, much of it made by Kenyan tailors and artisans.
        </p>
      </section>
      <section>
        <h2>How we work</h2>
        <ul>
          <li>Prices are in Kenyan shillings and include VAT.</li>
          <li>Pay with M-Pesa, by card, with PayPal or on delivery where it is offered.</li>
          <li>
            We deliver to all 47 counties; see <Link to="/delivery">delivery</Link> for fees and
            times.
          </li>
          <li>
            Not the right fit? <Link to="/returns">Returns</Link> are simple.
          </li>
        </ul>
      </section>
      <section>
        <h2>Talk to us</h2>
        <p>
          Questions, sizes, bulk orders for schools or weddings:{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
