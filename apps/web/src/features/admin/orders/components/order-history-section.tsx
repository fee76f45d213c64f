import { STAFF_ROLE_LABELS, isStaffRole } from '@mavazi/shared/staff';
import type { StaffOrder, StaffOrderEvent } from '@mavazi/shared/orders.schemas';
import { formatDateTime } from '../../../../lib/format-date';
import { EmptyMessage } from '../../components/status-message';
import { OrderSection } from './order-section';

/** Field names of the audit log in staff's words. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  payment_status: 'Payment',
  current_location: 'Location',
  expected_delivery_date: 'Expected delivery',
  courier: 'Courier',
  tracking_number: 'Tracking number',
  received_amount_cents: 'Amount collected',
  received_reference: 'Collected as',
};

function show(value: unknown, field: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'received_amount_cents' && typeof value === 'number')
    return `KSh ${(value / 100).toLocaleString('en-KE')}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function who(event: StaffOrderEvent): string {
  if (!event.actor) return 'The shop';
  const role = event.actor.role;
  return isStaffRole(role)
    ? `${event.actor.username} (${STAFF_ROLE_LABELS[role]})`
    : event.actor.username;
}

function headline(event: StaffOrderEvent): string {
  if (event.action === 'order.tracking') return 'Tracking changed';
  if (event.status === null) return event.action;
  return event.payment_status ? `${event.status}, payment ${event.payment_status}` : event.status;
}

/** Every status change and staff write on the order, oldest first, with who and when. */
export function OrderHistorySection({ order }: { order: StaffOrder }) {
  return (
    <OrderSection title="History">
      {order.history.length === 0 ? (
        <EmptyMessage>No changes yet.</EmptyMessage>
      ) : (
        <ol aria-label={`History of order ${order.order_number}`} className="space-y-3 text-sm">
          {order.history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="border-l-2 border-stone-300 pl-3">
              <p className="font-semibold text-stone-900">{headline(event)}</p>
              <p className="text-stone-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {who(event)}
              </p>
              {event.note ? <p className="text-stone-800">{event.note}</p> : null}
              {Object.keys(event.changes).length > 0 ? (
                <ul className="mt-1 text-xs text-stone-700">
                  {Object.entries(event.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {FIELD_LABELS[field] ?? field}: {show(before, field)} → {show(after, field)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </OrderSection>
  );
}
