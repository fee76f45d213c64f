import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { pageFromSearch, Pagination } from '../../../components/pagination';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { OrderCard, OrderCardSkeleton } from '../components/order-card';

export function MyOrdersPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const orders = useOrders(page);

  // Spec §6: a failed read sends the shopper back to log in.
  useEffect(() => {
    if (!orders.isError) return;
    toast.error('Error fetching orders');
    navigate('/login');
  }, [orders.isError, navigate]);

  const pageCount = orders.data ? Math.ceil(orders.data.total / ORDERS_PAGE_SIZE) : 0;
  return (
    <div className="space-y-6">
      <PageHeading title="My Orders" />
      {orders.isPending || orders.isError ? (
        <div role="status">
          <p className="sr-only">Loading...</p>
          <OrderCardSkeleton />
        </div>
      ) : orders.data.orders.length === 0 && page === 1 ? (
        <ShopEmptyState title="No orders found" linkText="Start shopping" />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
          </p>
          <div className={`space-y-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            {orders.data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
          <Pagination
            page={page}
            pageCount={pageCount}
            to={(p) => (p === 1 ? '/my-orders' : `/my-orders?page=${p}`)}
            label="Order pages"
          />
        </>
      )}
    </div>
  );
}
