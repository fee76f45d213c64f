import { SHOP_NAME, PAYMENT_METHOD_LABELS } from '@mavazi/shared/constants';
import { kenyaDate } from '@mavazi/shared/dates';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import { displayPhone } from '@mavazi/shared/shop.schemas';
import type { AppDeps } from '../../app-deps';
import type { OrderItemRow, OrderRow, OrderWithPaymentRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { findItemsOfOrders } from './orders.repository';
import { findOrderByRef, findOwnOrder, ORDER_NOT_FOUND } from './orders.service';
import { escapeHtml } from '../../lib/escape-html';

/** Who issues the invoice: the shop's settings (SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE, SHOP_KRA_PIN). */
export interface InvoiceIssuer {
  address: string;
  email: string;
  phone: string;
  kraPin: string | null;
}

const money = (cents: number) => formatKsh(fromCents(cents));

function lineName(item: OrderItemRow): string {
  const chosen = [item.size && `Size ${item.size}`, item.colour && `Colour ${item.colour}`].filter(
    Boolean,
  );
  return chosen.length > 0 ? `${item.product_name} (${chosen.join(', ')})` : item.product_name;
}

const PRINT_CSS = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
.meta, .parties { display: flex; justify-content: space-between; gap: 2rem; margin: 1rem 0; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ccc; }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot th { text-align: right; font-weight: normal; }
tfoot tr.total th, tfoot tr.total td { font-weight: bold; border-top: 2px solid #111; }
.print { margin: 1rem 0; }
@media print { .print { display: none; } body { margin: 0; max-width: none; } @page { margin: 15mm; } }
`;

/** A printable tax invoice for a paid order: the shop, the buyer, the lines, VAT and totals. */
export function invoiceHtml(
  order: OrderWithPaymentRow,
  items: readonly OrderItemRow[],
  buyer: Pick<UserRow, 'username' | 'email' | 'phone_number'> | undefined,
  issuer: InvoiceIssuer,
): string {
  const e = escapeHtml;
  const method = paymentMethodSchema.safeParse(order.payment_method);
  const rows = items
    .map(
      (i) =>
        `<tr><td>${e(lineName(i))}${i.sku ? `<br><small>SKU ${e(i.sku)}</small>` : ''}</td>` +
        `<td class="num">${i.quantity}</td><td class="num">${money(i.price_cents)}</td>` +
        `<td class="num">${money(i.price_cents * i.quantity)}</td></tr>`,
    )
    .join('\n');
  const vatLabel =
    order.vat_rate > 0 ? `VAT ${order.vat_rate}% (included)` : 'VAT (not VAT registered)';
  const phone = order.delivery_phone
    ? formatKenyanPhone(order.delivery_phone)
    : (buyer?.phone_number ?? null);
  const title = `Invoice ${order.invoice_number ?? ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – ${e(SHOP_NAME)}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
<main>
<h1>Tax invoice ${e(order.invoice_number ?? '')}</h1>
<div class="meta">
  <div>Order ${e(order.order_number)}<br>Paid ${e(order.paid_at ? kenyaDate(Date.parse(order.paid_at)) : '')}${order.mpesa_receipt ? `<br>M-Pesa receipt ${e(order.mpesa_receipt)}` : ''}</div>
  <div>Payment: ${e(method.success ? PAYMENT_METHOD_LABELS[method.data] : order.payment_method)}</div>
</div>
<div class="parties">
  <section aria-label="Seller"><strong>${e(SHOP_NAME)}</strong><br>${e(issuer.address)}<br>${e(issuer.email)}<br>${e(displayPhone(issuer.phone))}<br>KRA PIN: ${e(issuer.kraPin ?? 'not registered')}</section>
  <section aria-label="Buyer"><strong>Bill to</strong><br>${e(buyer?.username ?? 'Customer')}<br>${e(buyer?.email ?? '')}<br>${e(order.shipping_address)}${phone ? `<br>${e(phone)}` : ''}</section>
</div>
<table>
<caption>Prices include VAT</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${money(order.subtotal_cents)}</td></tr>
${order.discount_cents > 0 ? `<tr><th scope="row" colspan="3">Discount${order.promotion_code ? ` (${e(order.promotion_code)})` : ''}</th><td class="num">-${money(order.discount_cents)}</td></tr>` : ''}
${order.delivery_fee_cents > 0 ? `<tr><th scope="row" colspan="3">Delivery</th><td class="num">${money(order.delivery_fee_cents)}</td></tr>` : ''}
<tr class="total"><th scope="row" colspan="3">Total</th><td class="num">${money(order.total_cents)}</td></tr>
<tr><th scope="row" colspan="3">${e(vatLabel)}</th><td class="num">${money(order.vat_amount_cents)}</td></tr>
<tr><th scope="row" colspan="3">Total before VAT</th><td class="num">${money(order.total_cents - order.vat_amount_cents)}</td></tr>
</tfoot>
</table>
<p class="print">Print this page or save it as PDF from your browser's Print menu.</p>
</main>
</body>
</html>
`;
}

/** The buyer's name comes from accounts, through the read app.ts wires in. */
type InvoiceDeps = Pick<AppDeps, 'db' | 'accountReads' | 'paymentReads'>;

async function renderFor(
  { db, accountReads, paymentReads }: InvoiceDeps,
  order: OrderRow,
  issuer: InvoiceIssuer,
): Promise<string> {
  if (order.invoice_number === null)
    throw conflict(
      'INVOICE_NOT_READY',
      'This order has no invoice yet: it gets one when it is paid',
    );
  const [items, buyer, paid] = await Promise.all([
    findItemsOfOrders(db, [order.id]),
    accountReads.userById(db, order.user_id),
    paymentReads.withPayment(db, order),
  ]);
  return invoiceHtml(paid, items, buyer, issuer);
}

/** The shopper's own invoice; another shopper's order answers like a missing one. */
export async function ownInvoice(
  deps: InvoiceDeps,
  user: UserRow,
  ref: string,
  issuer: InvoiceIssuer,
): Promise<string> {
  return renderFor(deps, await findOwnOrder(deps.db, user, ref), issuer);
}

/** A guest's invoice, for an order its private link already found. */
export function invoiceOfLookedUpOrder(
  deps: InvoiceDeps,
  order: OrderRow,
  issuer: InvoiceIssuer,
): Promise<string> {
  return renderFor(deps, order, issuer);
}

export async function invoiceForStaff(
  deps: InvoiceDeps,
  ref: string,
  issuer: InvoiceIssuer,
): Promise<string> {
  const order = await findOrderByRef(deps.db, ref);
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return renderFor(deps, order, issuer);
}
