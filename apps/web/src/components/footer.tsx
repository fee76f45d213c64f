import { Link } from 'react-router';
import { useShopInfo } from '../lib/get-shop-info';
import { FacebookIcon, InstagramIcon, XBrandIcon } from './icons';

const shopLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/my-orders', label: 'My Orders' },
  { to: '/order-tracking', label: 'Order Tracking' },
  { to: '/support', label: 'Support' },
] as const;

const helpLinks = [
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
  { to: '/delivery', label: 'Delivery' },
  { to: '/returns', label: 'Returns' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms and Conditions' },
] as const;

const socialLinks = [
  {
    href: 'https://www.facebook.com/',
    label: 'Mavazi on Facebook',
    Icon: FacebookIcon,
  },
  {
    href: 'https://www.instagram.com/',
    label: 'Mavazi on Instagram',
    Icon: InstagramIcon,
  },
  {
    href: 'https://x.com/',
    label: 'Mavazi on X',
    Icon: XBrandIcon,
  },
] as const;

/** The shop's phone, WhatsApp and email from the server's settings; nothing until they load. */
function ShopContact() {
  const shop = useShopInfo();
  const linkClasses = 'text-sm text-stone-300 underline hover:text-white';
  return (
    // Its height is kept while the details load, so the footer does not jump.
    <div className="min-h-40 space-y-2 text-sm">
      <p className="mb-3 font-semibold text-white">Talk to us</p>
      {shop.data ? (
        <ul className="space-y-2">
          <li>
            <a href={`tel:+${shop.data.phone}`} className={linkClasses}>
              {shop.data.phone_display}
            </a>
          </li>
          <li>
            <a
              href={shop.data.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
            >
              WhatsApp
            </a>
          </li>
          <li>
            <a href={`mailto:${shop.data.email}`} className={linkClasses}>
              {shop.data.email}
            </a>
          </li>
          <li className="text-stone-300">{shop.data.hours}</li>
        </ul>
      ) : null}
    </div>
  );
}

export function Footer() {
  const linkClasses =
    'inline-flex min-h-11 items-center text-sm text-stone-300 hover:text-white hover:underline md:min-h-8';
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold text-white">Mavazi</p>
          <p className="text-sm">Culture, style and fashion for every Kenyan wardrobe.</p>
          <ul className="flex gap-3" aria-label="Social media">
            {socialLinks.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-600 hover:text-white"
                >
                  <s.Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Shop">
          <p className="mb-3 text-sm font-semibold text-white">Shop</p>
          <ul className="space-y-1">
            {shopLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClasses}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <p className="mb-3 text-sm font-semibold text-white">Help</p>
          <ul className="space-y-1">
            {helpLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClasses}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ShopContact />
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-300">
        © {new Date().getFullYear()} Mavazi. Prices in Kenyan shillings (KSh).
      </p>
    </footer>
  );
}
