import type { NewsletterTokenBody } from '@mavazi/shared/newsletter.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /newsletter/confirm: the mailed link's token (single use, 48 hours). */
export function confirmNewsletter(body: NewsletterTokenBody): Promise<{ message: string }> {
  return api<{ message: string }>('/newsletter/confirm', { method: 'POST', body });
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
