import { useShopInfo } from '../../../lib/get-shop-info';
import { AskUs, InfoPage } from '../components/info-page';

/** The privacy notice under Kenya's Data Protection Act, 2019. */
export function PrivacyPage() {
  const shop = useShopInfo();
  const ask = <AskUs email={shop.data?.email} />;
  return (
    <InfoPage
      title="Privacy"
      intro="How Mavazi collects and uses your personal data, under Kenya's Data Protection Act, 2019."
      pending={shop.isPending}
    >
      <section>
        <h2>Who is responsible</h2>
        <p>
          Mavazi{shop.data ? `, ${shop.data.address},` : ''} is the data controller for the personal
          data described here.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Your account: username, email address and, if you give it, your phone number.</li>
          <li>
            Your orders: what you bought, the delivery address and phone number, the delivery notes
            you write and the order&apos;s history.
          </li>
          <li>
            Payments: the M-Pesa number that paid and the M-Pesa receipt number. We never see or
            store card numbers or PINs.
          </li>
          <li>Your reviews and the messages you send us through support.</li>
          <li>
            Technical data: your device&apos;s IP address in our server logs and for limits that
            stop abuse (for example repeated sign-in attempts).
          </li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <ul>
          <li>To take, deliver and support your orders (the contract between us).</li>
          <li>To take payment and keep the records Kenyan tax law requires (a legal duty).</li>
          <li>To keep your account and the shop secure (our legitimate interest).</li>
          <li>
            To email you about your orders, account and support requests. We send no marketing mail.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          Only with those who help us serve you: our delivery riders and couriers (name, address,
          phone), Safaricom for M-Pesa payments, and our email provider. We do not sell your data.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Your account until you ask us to delete it. Orders and payment records for seven years, as
          tax law requires; after your account is deleted they are kept without your contact
          details.
        </p>
      </section>
      <section id="cookies">
        <h2>Cookies and storage on your device</h2>
        <p>
          We use no advertising or tracking cookies. Your browser keeps your cart, wishlist,
          delivery address and sign-in on your device so they are there when you come back; signing
          out removes the sign-in.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>Under the Data Protection Act, 2019 you may:</p>
        <ul>
          <li>be told what personal data we hold about you, and get a copy of it;</li>
          <li>have wrong or incomplete data corrected;</li>
          <li>have your data deleted, or object to how we use it;</li>
          <li>take your data elsewhere.</li>
        </ul>
        <p>
          To ask, {ask}, from the email address of your account. We answer within 14 days. You can
          change your username, email and phone yourself on your profile page.
        </p>
        <p>
          If you are not satisfied with our answer you may complain to the Office of the Data
          Protection Commissioner (
          <a href="https://www.odpc.go.ke" target="_blank" rel="noopener noreferrer">
            odpc.go.ke
          </a>
          ).
        </p>
      </section>
    </InfoPage>
  );
}
