import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderUi, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { OfflineBanner } from './offline-banner';

function render(ui: ReactElement) {
  return renderUi(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await applyLanguage('en');
});

describe('OfflineBanner', () => {
  it('appears while the phone is offline, says checkout needs a connection, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);
    expect(screen.getByRole('status')).toHaveTextContent('Checkout needs a connection.');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await applyLanguage('sw');
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/Uko nje ya mtandao/);
  });
});
