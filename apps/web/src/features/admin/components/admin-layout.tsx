import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import {
  BoxIcon,
  ChatIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  ReceiptIcon,
  TruckIcon,
  UsersIcon,
} from '../../../components/icons';
import { ADMIN_PATHS } from '../admin-paths';
import { useAdmin } from '../state/admin-context';

const NAV_ITEMS = [
  { to: ADMIN_PATHS.dashboard, label: 'Home', Icon: HomeIcon },
  { to: ADMIN_PATHS.products, label: 'Products', Icon: BoxIcon },
  { to: ADMIN_PATHS.collections, label: 'Collections', Icon: BoxIcon },
  { to: ADMIN_PATHS.users, label: 'Users', Icon: UsersIcon },
  { to: ADMIN_PATHS.orders, label: 'Orders', Icon: ReceiptIcon },
  { to: ADMIN_PATHS.delivery, label: 'Delivery', Icon: TruckIcon },
  { to: ADMIN_PATHS.support, label: 'Support', Icon: ChatIcon },
  { to: ADMIN_PATHS.logout, label: 'Logout', Icon: LogoutIcon },
] as const;

const WIDE_SCREEN = '(min-width: 768px)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : true;
}

/** The admin shell: top bar with the sidebar toggle, the sidebar navigation and the page. */
export function AdminLayout() {
  const { user } = useAdmin();
  const [sidebarOpen, setSidebarOpen] = useState(isWideScreen);

  function closeOnSmallScreens() {
    if (!isWideScreen()) setSidebarOpen(false);
  }

  return (
    <div className="flex min-h-screen flex-col bg-stone-100">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white px-4 shadow-sm">
        <button
          type="button"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="admin-sidebar"
          onClick={() => setSidebarOpen((open) => !open)}
          className="rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <MenuIcon />
        </button>
        <Link
          to={ADMIN_PATHS.dashboard}
          className="text-lg font-bold tracking-tight text-brand-700"
        >
          Mavazi <span className="font-medium text-stone-500">Admin</span>
        </Link>
        <div className="ml-auto flex items-center gap-4 text-sm">
          {user && (
            <span className="hidden text-stone-600 sm:inline">
              Signed in as <strong className="font-semibold text-stone-900">{user.username}</strong>
            </span>
          )}
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            View shop
          </Link>
        </div>
      </header>

      <div className="relative flex flex-1">
        {sidebarOpen && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => setSidebarOpen(false)}
            className="fixed inset-0 top-14 z-10 bg-stone-900/30 md:hidden"
          />
        )}
        <aside
          id="admin-sidebar"
          hidden={!sidebarOpen}
          className="fixed inset-y-0 left-0 top-14 z-20 w-60 shrink-0 border-r border-stone-200 bg-white md:sticky md:h-[calc(100vh-3.5rem)]"
        >
          <nav aria-label="Admin" className="flex flex-col gap-1 p-3">
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                onClick={closeOnSmallScreens}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
                  }`
                }
              >
                <item.Icon className="h-5 w-5 shrink-0" />
                {item.label}
              </NavLink>
            ))}
          </nav>
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
