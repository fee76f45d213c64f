import { SHOP_NAME } from '@mavazi/shared/constants';
import { kenyaDate } from '@mavazi/shared/dates';
import { formatKsh, fromCents, vatIncludedCents } from '@mavazi/shared/money';
import { displayPhone } from '@mavazi/shared/shop.schemas';
import type { Executor } from '../db/database';
import { conflict, notFound } from '../lib/http-error';
import type { Config } from '../config';
import { invoiceIssuer } from '../modules/orders/invoice-issuer';
import { findOrderById } from '../modules/orders/orders.repository';
import { findRefundById } from '../modules/refunds/refunds.repository';
import { REFUND_NOT_FOUND_TEXT } from '../modules/refunds/refunds.service';
import { findUserById } from '../modules/accounts/users.repository';
import { escapeHtml } from '../lib/escape-html';

const money = (cents: number) => formatKsh(fromCents(cents));

const PRINT_CSS = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
.meta, .parties { display: flex; justify-content: space-between; gap: 2rem; margin: 1rem 0; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ccc; }
td.num { text-align: right; white-space: nowrap; }
@media print { .print { display: none; } body { margin: 0; max-width: none; } @page { margin: 15mm; } }
`;

/**
 * GET /admin/refunds/{id}/credit-note: the printable credit note of a completed refund, against the
 * order's invoice, with the VAT the refund takes back at the order's rate.
 */
export async function renderCreditNote(
  db: Executor,
  refundId: number,
  config: Pick<Config, 'shopPhone' | 'shopContact' | 'tax'>,
): Promise<string> {
  const issuer = invoiceIssuer(config);
  const refund = await findRefundById(db, refundId);
  if (!refund) throw notFound('REFUND_NOT_FOUND', REFUND_NOT_FOUND_TEXT);
  const order = await findOrderById(db, refund.order_id);
  if (!order || refund.status !== 'Completed' || refund.credit_note_number === null)
    throw conflict('INVOICE_NOT_READY', 'A refund gets its credit note when it is completed');
  const buyer = await findUserById(db, order.user_id);
  const e = escapeHtml;
  const vat = vatIncludedCents(refund.amount_cents, order.vat_rate);
  const day = kenyaDate(Date.parse(refund.completed_at ?? refund.created_at));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Credit note ${e(refund.credit_note_number)} – ${e(SHOP_NAME)}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
<main>
<h1>Credit note ${e(refund.credit_note_number)}</h1>
<div class="meta">
  <div>Date ${e(day)}<br>Order ${e(order.order_number)}${order.invoice_number ? `<br>Against invoice ${e(order.invoice_number)}` : ''}</div>
  <div>Refunded by ${refund.method === 'mpesa' ? 'M-Pesa' : 'cash or bank'}${refund.mpesa_receipt ? `<br>M-Pesa receipt ${e(refund.mpesa_receipt)}` : ''}</div>
</div>
<div class="parties">
  <section aria-label="Seller"><strong>${e(SHOP_NAME)}</strong><br>${e(issuer.address)}<br>${e(issuer.email)}<br>${e(displayPhone(issuer.phone))}<br>KRA PIN: ${e(issuer.kraPin ?? 'not registered')}</section>
  <section aria-label="Buyer"><strong>Credit to</strong><br>${e(buyer?.username ?? 'Customer')}<br>${e(buyer?.email ?? '')}</section>
</div>
<table>
<thead><tr><th scope="col">Reason</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
<tr><td>${e(refund.reason)}</td><td class="num">${money(refund.amount_cents)}</td></tr>
</tbody>
<tfoot>
<tr><th scope="row">${order.vat_rate > 0 ? `VAT ${order.vat_rate}% (included)` : 'VAT (not VAT registered)'}</th><td class="num">${money(vat)}</td></tr>
<tr><th scope="row">Total credited</th><td class="num">${money(refund.amount_cents)}</td></tr>
</tfoot>
</table>
<p class="print">Print this page or save it as PDF from your browser's Print menu.</p>
</main>
</body>
</html>
`;
}
