import { Link } from 'react-router';
import { useShopInfo } from '../../../lib/get-shop-info';
import { InfoPage } from '../components/info-page';

const rowClasses = 'grid gap-1 py-3 sm:grid-cols-[10rem_1fr]';

export function ContactPage() {
  const shop = useShopInfo();
  const info = shop.data;
  return (
    <InfoPage
      title="Contact"
      intro="We are happy to help with sizes, orders, delivery and returns."
    >
      {shop.isError ? (
        <p role="alert">
          Our contact details could not be loaded. You can still reach us through the{' '}
          <Link to="/support">support page</Link>.
        </p>
      ) : (
        <dl className="divide-y divide-stone-200 rounded-2xl bg-white px-5 ring-1 ring-stone-200">
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">Address</dt>
            <dd>{info ? info.address : <Placeholder />}</dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">Phone</dt>
            <dd>
              {info ? <a href={`tel:+${info.phone}`}>{info.phone_display}</a> : <Placeholder />}
            </dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">WhatsApp</dt>
            <dd>
              {info ? (
                <a href={info.whatsapp_url} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp: {info.phone_display}
                </a>
              ) : (
                <Placeholder />
              )}
            </dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">Email</dt>
            <dd>{info ? <a href={`mailto:${info.email}`}>{info.email}</a> : <Placeholder />}</dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">Hours</dt>
            <dd>{info ? info.hours : <Placeholder />}</dd>
          </div>
        </dl>
      )}
      <p>
        About an order? Have its number ready (for example ORD-000042), or write to us through the{' '}
        <Link to="/support">support page</Link> and we will answer by email.
      </p>
    </InfoPage>
  );
}

/** Keeps a row's height while the details load. */
function Placeholder() {
  return <span className="inline-block h-5 w-48 animate-pulse rounded bg-stone-200" />;
}
