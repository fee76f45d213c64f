import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_PATHS } from './admin-paths';
import { AdminLoginPage } from './auth/pages/admin-login-page';
import { AdminLogoutPage } from './auth/pages/admin-logout-page';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import { RequireAdmin } from './components/require-admin';
import { DashboardPage } from './dashboard/pages/dashboard-page';
import { DeliveryPage } from './delivery/pages/delivery-page';
import { OrdersPage } from './orders/pages/orders-page';
import { PackingSlipPage } from './orders/pages/packing-slip-page';
import { CollectionsPage } from './collections/pages/collections-page';
import { ProductsPage } from './products/pages/products-page';
import { AdminProvider } from './state/admin-provider';
import { SupportPage } from './support/pages/support-page';
import { TicketPage } from './support/pages/ticket-page';
import { UsersPage } from './users/pages/users-page';

/** Entry of the admin area (its own lazy chunk), rendered under /admin/*. */
export default function AdminApp() {
  return (
    <AdminProvider>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route path="logout" element={<AdminLogoutPage />} />
        <Route element={<RequireAdmin />}>
          {/* Outside the layout: a printed slip has no sidebar. */}
          <Route path="orders/:orderNumber/packing-slip" element={<PackingSlipPage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to={ADMIN_PATHS.dashboard} replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="collections" element={<CollectionsPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="delivery" element={<DeliveryPage />} />
            <Route path="support" element={<SupportPage />} />
            <Route path="support/:ticketId" element={<TicketPage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Route>
      </Routes>
    </AdminProvider>
  );
}
