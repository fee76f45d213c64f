import { useQueries, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { PageLoader } from '../../../../components/page-loader';
import { ReturnRequestForm } from '../../../../components/return-request-form';
import { errorMessage } from '../../../../lib/api-client';
import { returnErrorText } from '../../../../lib/return-errors';
import { exchangeChoices, returnableUnits } from '../../../../lib/returns';
import { toast } from '../../../../lib/toast';
import { randomUuid } from '../../../../lib/uuid';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { adminProductQueryOptions } from '../../products/api/get-admin-product';
import { useCreateStaffReturn } from '../api/create-staff-return';
import { fetchOrderReturns } from '../api/get-order-returns';
import { useReturnOrder } from '../api/get-return-order';
import { returnKeys } from '../returns-keys';

/** The lines form for one found order: what may still go back and the sizes in stock for exchanges. */
function StaffReturnForm({ orderNumber }: { orderNumber: string }) {
  const navigate = useNavigate();
  const order = useReturnOrder(orderNumber);
  const orderId = order.data?.id ?? 0;
  const returns = useQuery({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => fetchOrderReturns(orderId, signal),
    enabled: orderId > 0,
  });
  const create = useCreateStaffReturn();
  const idempotencyKey = useRef(randomUuid());
  const [failure, setFailure] = useState<string | null>(null);
  const items = order.data?.items ?? [];
  const productIds = [
    ...new Set(items.flatMap((item) => (item.product_id !== null ? [item.product_id] : []))),
  ];
  const products = useQueries({ queries: productIds.map((id) => adminProductQueryOptions(id)) });

  if (order.isPending || (order.data && returns.isPending)) return <PageLoader />;
  if (order.isError || returns.isError)
    return (
      <ErrorMessage>
        Error loading the order: {errorMessage(order.error ?? returns.error)}
      </ErrorMessage>
    );
  if (!order.data) return <ErrorMessage>No order {orderNumber}</ErrorMessage>;
  if (order.data.status !== 'Delivered')
    return (
      <ErrorMessage>
        {orderNumber} is {order.data.status}: only delivered orders can be returned.
      </ErrorMessage>
    );
  const found = order.data;
  const exchangeOptions = Object.fromEntries(
    items.map((item) => {
      const index = item.product_id === null ? -1 : productIds.indexOf(item.product_id);
      const product = products[index];
      if (item.variant_id === null || !product || product.isError) return [item.id, []];
      return [item.id, product.data ? exchangeChoices(item, product.data.variants) : undefined];
    }),
  );
  return (
    <section
      aria-label={`Return for order ${found.order_number}`}
      className={`${cardClass} space-y-4 p-4`}
    >
      <p className="text-sm text-stone-700">
        Order {found.order_number}
        {found.customer ? ` for ${found.customer.username} (${found.customer.email})` : ''}
      </p>
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <ReturnRequestForm
        items={items}
        returnable={returnableUnits(items, returns.data ?? [])}
        exchangeOptions={exchangeOptions}
        submitLabel="Open the return"
        onSubmit={async (body) => {
          setFailure(null);
          const created = await create.mutateAsync({
            orderId: found.id,
            body,
            idempotencyKey: idempotencyKey.current,
          });
          toast.success(`Return ${created.number} opened`);
          await navigate(`${ADMIN_PATHS.returns}/${created.id}`);
        }}
        onFailure={(err) => setFailure(returnErrorText(err, 'Error opening the return.'))}
      />
    </section>
  );
}

/** /admin/returns/new?order=ORD-000042: support opens a return for a shopper who called. */
export function NewReturnPage() {
  const [params, setParams] = useSearchParams();
  const orderNumber = (params.get('order') ?? '').trim().toUpperCase();
  const [draft, setDraft] = useState(orderNumber);
  function find(event: FormEvent) {
    event.preventDefault();
    const value = draft.trim().toUpperCase();
    setParams(value ? { order: value } : {});
  }
  return (
    <>
      <PageHeader title="Open a return" />
      <div className="space-y-6">
        <form
          role="search"
          aria-label="Find the order"
          onSubmit={find}
          className="flex flex-wrap items-end gap-3"
        >
          <TextField
            label="Order number"
            placeholder="ORD-000042"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">Find the order</Button>
        </form>
        {orderNumber ? <StaffReturnForm key={orderNumber} orderNumber={orderNumber} /> : null}
      </div>
    </>
  );
}
