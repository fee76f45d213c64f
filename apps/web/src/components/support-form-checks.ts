import { zodResolver } from '@hookform/resolvers/zod';
import { ticketInputSchema, ticketReplyInputSchema } from '@mavazi/shared/support.schemas';

// The support forms' checks, loaded when a form is first used (lazyResolver): their pages render without zod.
export const ticketResolver = zodResolver(ticketInputSchema);
export const ticketReplyResolver = zodResolver(ticketReplyInputSchema);
