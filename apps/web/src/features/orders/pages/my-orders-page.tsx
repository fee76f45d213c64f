import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { pageFromSearch, Pagination } from '../../../components/pagination';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { OrderCard, OrderCardSkeleton } from '../components/order-card';

export function MyOrdersPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const orders = useOrders(page);

  // Spec §6: a failed read sends the shopper back to log in.
  useEffect(() => {
    if (!orders.isError) return;
    toast.error(t('orders.fetchFailed'));
    navigate('/login');
  }, [orders.isError, navigate, t]);

  const pageCount = orders.data ? Math.ceil(orders.data.total / ORDERS_PAGE_SIZE) : 0;
  return (
    <div className="space-y-6">
      <PageHeading title={t('orders.title')} />
      {orders.isPending || orders.isError ? (
        <div role="status">
          <p className="sr-only">{t('shell.loading', { ns: 'common' })}</p>
          <OrderCardSkeleton />
        </div>
      ) : orders.data.orders.length === 0 && page === 1 ? (
        <ShopEmptyState title={t('orders.none')} linkText={t('orders.startShopping')} />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('orders.count', { count: orders.data.total })}
            {pageCount > 1 ? t('orders.pageOf', { page, pages: pageCount }) : ''}
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
            label={t('orders.pages')}
          />
        </>
      )}
    </div>
  );
}
