import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useToastsWanted } from '../../lib/toast';

// react-toastify and its CSS load with the first toast, not with every first page.
const ToastContainer = lazy(() => import('../toast-container'));

/** Every page, shop and admin, with the spec's toasts (inside the router so a toast can hold a link). */
export function RootLayout() {
  const toastsWanted = useToastsWanted();
  return (
    <>
      <Outlet />
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
    </>
  );
}
