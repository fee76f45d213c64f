import type { NewsletterTokenBody } from '@mavazi/shared/newsletter.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /newsletter/unsubscribe: the link in every newsletter mail, no sign-in. */
export function unsubscribeNewsletter(body: NewsletterTokenBody): Promise<{ message: string }> {
  return api<{ message: string }>('/newsletter/unsubscribe', { method: 'POST', body });
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
