import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useToastsWanted } from '../lib/toast';

const ToastContainer = lazy(() => import('./toast-container'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves on retry.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/** App-wide providers: data cache and the spec's toasts, whose code loads with the first toast. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const toastsWanted = useToastsWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
