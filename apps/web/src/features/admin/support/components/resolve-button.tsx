import type { StaffTicket } from '@mavazi/shared/support.schemas';

/** Resolved tickets show a green, disabled 'Resolved', others a red 'Resolve' (spec). */
export function ResolveButton({
  ticket,
  resolving,
  onResolve,
}: {
  ticket: StaffTicket;
  resolving: boolean;
  onResolve: (ticket: StaffTicket) => void;
}) {
  const resolved = ticket.status === 'Resolved';
  return (
    <button
      type="button"
      disabled={resolved || resolving}
      onClick={() => onResolve(ticket)}
      aria-label={resolved ? `Resolved: ${ticket.subject}` : `Resolve: ${ticket.subject}`}
      className={`min-h-11 self-start rounded-md px-4 py-2 text-sm font-semibold text-white transition-colors ${
        resolved ? 'cursor-default bg-green-700' : 'bg-red-700 hover:bg-red-800 disabled:opacity-60'
      }`}
    >
      {resolved ? 'Resolved' : resolving ? 'Resolving...' : 'Resolve'}
    </button>
  );
}
