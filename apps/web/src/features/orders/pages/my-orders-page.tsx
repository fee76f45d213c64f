import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';

export function MyOrdersPage() {
  const navigate = useNavigate();
  const orders = useOrders();

  // Spec §6: a failed read sends the shopper back to log in.
  useEffect(() => {
    if (!orders.isError) return;
    toast.error('Error fetching orders');
    navigate('/login');
  }, [orders.isError, navigate]);

  return (
    <div className="space-y-6">
      <PageHeading title="My Orders" />
      {orders.isPending || orders.isError ? (
        <PageLoader />
      ) : orders.data.length === 0 ? (
        <ShopEmptyState title="No orders found" linkText="Start shopping" />
      ) : (
        <div className="space-y-4">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}
