import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';

// The admin area is a separate chunk: shoppers never download it.
const AdminApp = lazy(() => import('../features/admin/admin-app'));

function Loading() {
  return <p className="p-8 text-center">Loading...</p>;
}

export const router = createBrowserRouter([
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<Loading />}>
        <AdminApp />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: <h1 className="p-8 text-3xl font-bold">Mavazi</h1>,
  },
]);
