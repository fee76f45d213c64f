import { orderStatusLabel } from '../../../lib/payment-methods';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<string, BadgeTone> = {
  Pending: 'yellow',
  'On Transit': 'blue',
  Delivered: 'green',
  Cancelled: 'red',
  Confirmed: 'stone',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'stone'}>{orderStatusLabel(status)}</Badge>;
}
