const tones: Record<string, string> = {
  Pending: 'bg-yellow-100 text-yellow-900',
  'On Transit': 'bg-blue-100 text-blue-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-red-100 text-red-900',
  Confirmed: 'bg-stone-200 text-stone-900',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${tones[status] ?? 'bg-stone-100 text-stone-800'}`}
    >
      {status}
    </span>
  );
}
