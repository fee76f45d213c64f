import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from './account/pages/account-page';
import { ADMIN_PATHS } from './admin-paths';
import { AuditPage } from './audit/pages/audit-page';
import { AdminLoginPage } from './auth/pages/admin-login-page';
import { AdminLogoutPage } from './auth/pages/admin-logout-page';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import { RequireAdmin } from './components/require-admin';
import { RequirePermission } from './components/require-permission';
import { DashboardPage } from './dashboard/pages/dashboard-page';
import { DeliveryPage } from './delivery/pages/delivery-page';
import { OrderPage } from './orders/pages/order-page';
import { OrdersPage } from './orders/pages/orders-page';
import { PackingSlipPage } from './orders/pages/packing-slip-page';
import { UnmatchedPaymentsPage } from './payments/pages/unmatched-payments-page';
import { CollectionsPage } from './collections/pages/collections-page';
import { ReportsPage } from './reports/pages/reports-page';
import { NewReturnPage } from './returns/pages/new-return-page';
import { ReturnDetailPage } from './returns/pages/return-detail-page';
import { ReturnsPage } from './returns/pages/returns-page';
import { ProductsPage } from './products/pages/products-page';
import { AcceptInvitePage } from './staff/pages/accept-invite-page';
import { StaffPage } from './staff/pages/staff-page';
import { StockPage } from './products/pages/stock-page';
import { AdminProvider } from './state/admin-provider';
import { SupportPage } from './support/pages/support-page';
import { TicketPage } from './support/pages/ticket-page';
import { UsersPage } from './users/pages/users-page';
import { SmsPage } from './sms/pages/sms-page';
import { SubscribersPage } from './subscribers/pages/subscribers-page';

/** Entry of the admin area (its own lazy chunk), rendered under /admin/*. */
export default function AdminApp() {
  return (
    <AdminProvider>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route path="logout" element={<AdminLogoutPage />} />
        <Route path="accept-invite" element={<AcceptInvitePage />} />
        <Route element={<RequireAdmin />}>
          {/* Outside the layout: a printed slip has no sidebar. */}
          <Route
            path="orders/:orderNumber/packing-slip"
            element={
              <RequirePermission permission="orders.read">
                <PackingSlipPage />
              </RequirePermission>
            }
          />
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to={ADMIN_PATHS.dashboard} replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route
              path="products"
              element={
                <RequirePermission permission="catalog.write">
                  <ProductsPage />
                </RequirePermission>
              }
            />
            <Route
              path="collections"
              element={
                <RequirePermission permission="catalog.write">
                  <CollectionsPage />
                </RequirePermission>
              }
            />
            <Route
              path="users"
              element={
                <RequirePermission permission="customers.read">
                  <UsersPage />
                </RequirePermission>
              }
            />
            <Route
              path="orders"
              element={
                <RequirePermission permission="orders.read">
                  <OrdersPage />
                </RequirePermission>
              }
            />
            <Route
              path="orders/:orderId"
              element={
                <RequirePermission permission="orders.read">
                  <OrderPage />
                </RequirePermission>
              }
            />
            <Route
              path="returns"
              element={
                <RequirePermission permission="returns.read">
                  <ReturnsPage />
                </RequirePermission>
              }
            />
            <Route
              path="returns/new"
              element={
                <RequirePermission permission="returns.request">
                  <NewReturnPage />
                </RequirePermission>
              }
            />
            <Route
              path="returns/:returnId"
              element={
                <RequirePermission permission="returns.read">
                  <ReturnDetailPage />
                </RequirePermission>
              }
            />
            <Route
              path="delivery"
              element={
                <RequirePermission permission="delivery.manage">
                  <DeliveryPage />
                </RequirePermission>
              }
            />
            <Route
              path="support"
              element={
                <RequirePermission permission="support.write">
                  <SupportPage />
                </RequirePermission>
              }
            />
            <Route
              path="support/:ticketId"
              element={
                <RequirePermission permission="support.write">
                  <TicketPage />
                </RequirePermission>
              }
            />
            <Route
              path="staff"
              element={
                <RequirePermission permission="staff.manage">
                  <StaffPage />
                </RequirePermission>
              }
            />
            <Route
              path="audit"
              element={
                <RequirePermission permission="audit.read">
                  <AuditPage />
                </RequirePermission>
              }
            />
            <Route
              path="payments"
              element={
                <RequirePermission permission="money.manage">
                  <UnmatchedPaymentsPage />
                </RequirePermission>
              }
            />
            <Route path="account" element={<AccountPage />} />
            <Route
              path="products/:productId/stock"
              element={
                <RequirePermission permission="catalog.read">
                  <StockPage />
                </RequirePermission>
              }
            />
            <Route
              path="reports"
              element={
                <RequirePermission permission="money.manage">
                  <ReportsPage />
                </RequirePermission>
              }
            />
            <Route
              path="sms"
              element={
                <RequirePermission permission="sms.manage">
                  <SmsPage />
                </RequirePermission>
              }
            />
            <Route
              path="subscribers"
              element={
                <RequirePermission permission="marketing.read">
                  <SubscribersPage />
                </RequirePermission>
              }
            />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Route>
      </Routes>
    </AdminProvider>
  );
}
