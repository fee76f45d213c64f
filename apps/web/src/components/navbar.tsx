import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from './icons';

interface NavbarProps {
  /** A signed-in shopper (one whose current-user record has an email). */
  signedIn: boolean;
  cartCount: number;
  onLogout: () => void;
  loggingOut?: boolean;
  /** The shop's collections, linked from the menu (the first few). */
  collections?: ReadonlyArray<{ slug: string; name: string }>;
  /** The language switch, kept in the bar at every width. */
  languageSwitch?: ReactNode;
}

/** More would crowd the bar; the landing page lists them all. */
const MENU_COLLECTIONS = 4;

const MENU_ID = 'shop-nav-menu';

function navClasses({ isActive }: { isActive: boolean }): string {
  return `flex min-h-11 items-center rounded-full px-3 py-2 text-sm font-medium transition-colors md:inline-flex ${
    isActive
      ? 'bg-brand-100 text-brand-900'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;
}

function NavItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** The cart with its count: always in the bar, for guests and shoppers, at every width. */
function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/cart"
      aria-label={count <= 0 ? t('nav.cart') : t('nav.cartLabel', { count })}
      className={({ isActive }) =>
        `relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-sm font-medium transition-colors md:px-3 ${
          isActive
            ? 'bg-brand-100 text-brand-900'
            : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
        }`
      }
    >
      <CartIcon className="h-6 w-6" />
      <span aria-hidden="true" className="hidden md:inline">
        {t('nav.cart')}
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white md:static"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}

/** The header's search: on every page and width, it opens the shop list with `q`. */
function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };
  return (
    <form
      role="search"
      aria-label={t('nav.search')}
      onSubmit={submit}
      className="order-last flex w-full items-center gap-1 md:order-none md:w-auto md:flex-1 md:max-w-sm"
    >
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('nav.search')}
        placeholder={t('nav.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <button
        type="submit"
        aria-label={t('nav.searchSubmit')}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <SearchIcon className="h-5 w-5" />
      </button>
    </form>
  );
}

/** The shop's top bar; below md the links fold into a toggle menu, the cart stays in view. */
export function Navbar({
  signedIn,
  cartCount,
  onLogout,
  loggingOut = false,
  collections = [],
  languageSwitch,
}: NavbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  // Listening all along, not only while open: an effect may run a frame after the tap that opened the menu,
  // and an Escape pressed in that frame must still close it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <Link
          to="/"
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900"
          onClick={close}
        >
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
          >
            M
          </span>
          Mavazi
        </Link>
        <HeaderSearch />
        <div className="flex items-center gap-1 md:order-last">
          {languageSwitch}
          <CartLink count={cartCount} />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
        <ul
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 pb-2 md:ml-auto md:flex md:w-auto md:flex-row md:items-center md:pb-0`}
          onClick={(event) => {
            // Following any link in the folded menu closes it.
            if ((event.target as HTMLElement).closest('a')) close();
          }}
        >
          <NavItem>
            <NavLink to="/" end className={navClasses}>
              {t('nav.home')}
            </NavLink>
          </NavItem>
          <NavItem>
            <NavLink to="/products" end className={navClasses}>
              {t('nav.shop')}
            </NavLink>
          </NavItem>
          {collections.slice(0, MENU_COLLECTIONS).map((c) => (
            <NavItem key={c.slug}>
              {/* A plain link: NavLink's active state ignores the query that names the collection. */}
              <Link
                to={`/products?collection=${encodeURIComponent(c.slug)}`}
                className={navClasses({ isActive: false })}
              >
                {c.name}
              </Link>
            </NavItem>
          ))}
          <NavItem>
            <Link to="/products?on_sale=true" className={navClasses({ isActive: false })}>
              {t('nav.sale')}
            </Link>
          </NavItem>
          {/* On phones the footer is far away: the account's pages are in the folded menu too. */}
          <li className="md:hidden">
            <NavLink to="/my-orders" className={navClasses}>
              {t('nav.myOrders')}
            </NavLink>
          </li>
          <li className="md:hidden">
            <NavLink to="/wishlist" className={navClasses}>
              {t('nav.wishlist')}
            </NavLink>
          </li>
          <li className="md:hidden">
            <NavLink to="/support" end className={navClasses}>
              {t('nav.support')}
            </NavLink>
          </li>
          {signedIn ? (
            <>
              <NavItem>
                <NavLink to="/profile" className={navClasses}>
                  {t('nav.profile')}
                </NavLink>
              </NavItem>
              <NavItem>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                  disabled={loggingOut}
                  className="block min-h-11 w-full rounded-full px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60 md:inline-block md:w-auto"
                >
                  {t('nav.logout')}
                </button>
              </NavItem>
            </>
          ) : (
            <>
              <NavItem>
                <NavLink to="/register" className={navClasses}>
                  {t('nav.register')}
                </NavLink>
              </NavItem>
              <NavItem>
                <NavLink to="/login" className={navClasses}>
                  {t('nav.login')}
                </NavLink>
              </NavItem>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
