import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import AdminApp from '../admin-app';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the admin area at `path` with the app's real providers (fresh cache, no retries). */
export function renderAdmin(path: string, { token }: { token?: string } = {}) {
  if (token) localStorage.setItem('access_token', token);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<p>Shop page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, client };
}

/** The path the router is showing. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The error shown on the page itself (toasts are alerts too, outside <main>). */
export async function findPageAlert(): Promise<HTMLElement> {
  return within(await screen.findByRole('main')).findByRole('alert');
}
