import { formatKsh } from '@mavazi/shared/money';
import { SHOP_NAME } from '@mavazi/shared/constants';
import { deliveryAddressLine } from '@mavazi/shared/delivery';
import { displayPhone, formatKenyanPhone } from '@mavazi/shared/kenya';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { PlainTable } from '../../components/plain-table';
import { ErrorMessage } from '../../components/status-message';
import { useOrderByNumber } from '../api/get-order';
import { DocumentTitle } from '../../../../components/document-title';

const PACKING_COLUMNS = [
  { label: 'Item' },
  { label: 'Size' },
  { label: 'Colour' },
  { label: 'SKU' },
  { label: 'Qty', align: 'right' },
  { label: 'Packed', align: 'center' },
] as const;

/**
 * /admin/orders/:orderNumber/packing-slip: what the packer and the rider need, on one printed page.
 * No prices: the slip travels in the parcel, which may be a gift.
 */
export function PackingSlipPage() {
  const orderNumber = useParams().orderNumber ?? '';
  const order = useOrderByNumber(orderNumber);

  if (order.isPending) return <PageLoader className="text-sm" />;
  if (!order.data) {
    return (
      <main className="mx-auto max-w-2xl p-6">
        <DocumentTitle>{`Packing slip · ${SHOP_NAME} Admin`}</DocumentTitle>
        <h1 className="mb-4 text-2xl font-bold">Packing slip</h1>
        <ErrorMessage>
          {order.error
            ? `Error loading the order: ${errorMessage(order.error)}`
            : `Order ${orderNumber} not found`}
        </ErrorMessage>
        <Link to={ADMIN_PATHS.orders} className="mt-4 inline-block text-brand-700 underline">
          Back to orders
        </Link>
      </main>
    );
  }
  const o = order.data;
  const delivery = o.delivery;
  return (
    <main className="packing-slip mx-auto max-w-2xl bg-white p-8 text-stone-900 print:max-w-none print:p-0">
      <DocumentTitle>{`Packing slip ${o.order_number} · ${SHOP_NAME} Admin`}</DocumentTitle>
      <div className="mb-6 flex items-center justify-between gap-4 print:hidden">
        <Link to={ADMIN_PATHS.orders} className="text-sm text-brand-700 underline">
          Back to orders
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Print
        </button>
      </div>
      <header className="mb-6 flex items-start justify-between border-b-2 border-stone-900 pb-4">
        <div>
          <p className="text-2xl font-bold">{SHOP_NAME}</p>
          <h1 className="text-lg font-semibold">Packing slip</h1>
        </div>
        <div className="text-right">
          <p className="font-mono text-xl font-bold">{o.order_number}</p>
          <p className="text-sm">Ordered {formatDate(o.created_at, 'long')}</p>
        </div>
      </header>
      <section aria-labelledby="slip-to" className="mb-6 grid grid-cols-2 gap-6 text-sm">
        <div>
          <h2 id="slip-to" className="mb-1 text-xs font-bold tracking-wide uppercase">
            Deliver to
          </h2>
          <p className="font-semibold">{o.customer?.username ?? `Customer ${o.user_id}`}</p>
          {/* One address line; a town that is the county is not printed twice. */}
          <p>{delivery ? deliveryAddressLine(delivery) : o.shipping_address}</p>
          {delivery ? (
            <>
              <p>Phone: {formatKenyanPhone(delivery.phone)}</p>
            </>
          ) : o.customer?.phone_number ? (
            <p>Phone: {displayPhone(o.customer.phone_number)}</p>
          ) : null}
        </div>
        <div>
          <h2 className="mb-1 text-xs font-bold tracking-wide uppercase">Delivery</h2>
          <p>{delivery ? delivery.option_name : 'No delivery option chosen'}</p>
          {delivery?.notes ? (
            <>
              <h2 className="mt-3 mb-1 text-xs font-bold tracking-wide uppercase">
                Notes for the rider
              </h2>
              <p className="whitespace-pre-line">{delivery.notes}</p>
            </>
          ) : null}
        </div>
      </section>
      <PlainTable
        caption="Items to pack"
        columns={PACKING_COLUMNS}
        className="w-full border-collapse text-sm"
        headRowClassName="border-b border-stone-900 text-left"
        headCellClassName="py-2 pr-2 last:pr-0 last:pl-3"
        footer={
          <tr>
            <th scope="row" colSpan={4} className="py-2 pr-2 text-right">
              Pieces
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">
              {o.items.reduce((n, i) => n + i.quantity, 0)}
            </td>
            <td />
          </tr>
        }
      >
        {o.items.map((item) => (
          <tr key={item.id} className="border-b border-stone-300">
            <td className="py-2 pr-2">{item.product_name}</td>
            <td className="py-2 pr-2">{item.size ?? '—'}</td>
            <td className="py-2 pr-2">{item.colour ?? '—'}</td>
            <td className="py-2 pr-2 font-mono">{item.sku ?? '—'}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{item.quantity}</td>
            <td className="py-2 pl-3 text-center" aria-hidden="true">
              ☐
            </td>
          </tr>
        ))}
      </PlainTable>
      {o.payment_method === 'cash_on_delivery' && o.payment_status !== 'Paid' ? (
        <p className="mt-6 border-2 border-stone-900 p-3 text-lg font-bold">
          Pay on delivery: the rider collects {formatKsh(o.total_amount)}
        </p>
      ) : null}
      <p className="mt-8 text-xs">
        Payment: {o.payment_status === 'Paid' ? 'paid' : 'not yet paid'}. Questions? Contact{' '}
        {SHOP_NAME} customer support.
      </p>
    </main>
  );
}
