import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { useAdmin } from '../state/admin-context';

const NAV_ITEMS = [
  { to: ADMIN_PATHS.dashboard, label: 'Home', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z' },
  {
    to: ADMIN_PATHS.products,
    label: 'Products',
    icon: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10',
  },
  {
    to: ADMIN_PATHS.users,
    label: 'Users',
    icon: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  },
  { to: ADMIN_PATHS.orders, label: 'Orders', icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6' },
  { to: ADMIN_PATHS.support, label: 'Support', icon: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5' },
  { to: ADMIN_PATHS.logout, label: 'Logout', icon: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10' },
] as const;

const WIDE_SCREEN = '(min-width: 768px)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : true;
}

function NavIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
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
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
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
                <NavIcon path={item.icon} />
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
