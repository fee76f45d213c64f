import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopInfo } from '../lib/get-shop-info';
import { FacebookIcon, InstagramIcon, XBrandIcon } from './icons';
import { NewsletterBox } from './newsletter-box';

const shopLinks = [
  { to: '/', label: 'footer.home' },
  { to: '/products', label: 'footer.shop' },
  { to: '/wishlist', label: 'footer.wishlist' },
  { to: '/my-orders', label: 'footer.myOrders' },
  { to: '/order-tracking', label: 'footer.orderTracking' },
  { to: '/support', label: 'footer.support' },
] as const;

const helpLinks = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/delivery', label: 'footer.delivery' },
  { to: '/returns', label: 'footer.returns' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
] as const;

const socialLinks = [
  {
    href: 'https://www.facebook.com/',
    label: 'footer.onFacebook',
    Icon: FacebookIcon,
  },
  {
    href: 'https://www.instagram.com/',
    label: 'footer.onInstagram',
    Icon: InstagramIcon,
  },
  {
    href: 'https://x.com/',
    label: 'footer.onX',
    Icon: XBrandIcon,
  },
] as const;

/** The shop's phone, WhatsApp and email from the server's settings; nothing until they load. */
function ShopContact() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  const linkClasses = 'text-sm text-stone-300 underline hover:text-white';
  return (
    // Its height is kept while the details load, so the footer does not jump.
    <div className="min-h-40 space-y-2 text-sm">
      <p className="mb-3 font-semibold text-white">{t('footer.talkToUs')}</p>
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
  const { t } = useTranslation();
  const linkClasses =
    'inline-flex min-h-11 items-center text-sm text-stone-300 hover:text-white hover:underline md:min-h-8';
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold text-white">Mavazi</p>
          <p className="text-sm">{t('footer.tagline')}</p>
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {socialLinks.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(s.label)}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-600 hover:text-white"
                >
                  <s.Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.shop')}>
          <p className="mb-3 text-sm font-semibold text-white">{t('footer.shop')}</p>
          <ul className="space-y-1">
            {shopLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClasses}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <p className="mb-3 text-sm font-semibold text-white">{t('footer.help')}</p>
          <ul className="space-y-1">
            {helpLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClasses}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          <ShopContact />
          <NewsletterBox />
        </div>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-300">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
