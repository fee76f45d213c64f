import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../lib/toast';
import { FacebookIcon, InstagramIcon, XBrandIcon } from './icons';

const shopLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/my-orders', label: 'My Orders' },
  { to: '/order-tracking', label: 'Order Tracking' },
  { to: '/support', label: 'Support' },
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

function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The shared email rule (and zod with it) loads on the first Subscribe, not with every shop page.
    const { emailSchema } = await import('@mavazi/shared/auth.schemas');
    const result = emailSchema.safeParse(email);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setError(null);
    // The spec's newsletter box has no backend call: confirm locally.
    toast.success('Thanks for subscribing!');
    setEmail('');
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void subscribe(event)}
      className="space-y-2"
      aria-label="Newsletter"
    >
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-white">
        Get new arrivals in your inbox
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className="w-full min-w-0 rounded-full border border-stone-600 bg-stone-800 px-4 py-2 text-sm text-white placeholder:text-stone-400 focus:border-brand-500"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold text-stone-950 hover:bg-brand-100"
        >
          Subscribe
        </button>
      </div>
      {error ? (
        <p id="newsletter-email-error" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function Footer() {
  const linkClasses = 'text-sm text-stone-300 hover:text-white hover:underline';
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
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-600 hover:text-white"
                >
                  <s.Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Shop">
          <p className="mb-3 text-sm font-semibold text-white">Shop</p>
          <ul className="space-y-2">
            {shopLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClasses}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="mb-3 text-sm font-semibold text-white">Company</p>
          <ul className="space-y-2">
            {['About us', 'Contact', 'Blog'].map((label) => (
              <li key={label}>
                {/* Placeholder pages the spec lists without a destination. */}
                <a href="#" className={linkClasses}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mt-4 space-y-1 text-sm text-stone-400">
            <li>Terms and Conditions</li>
            <li>Privacy</li>
            <li>Cookies</li>
          </ul>
        </div>
        <NewsletterForm />
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} Mavazi. Prices in KES.
      </p>
    </footer>
  );
}
