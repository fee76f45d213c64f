import type { NewsletterSubscribeBody } from '@mavazi/shared/newsletter.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** POST /newsletter/subscribe: the same answer for every address; a confirmation link is mailed. */
export function subscribeNewsletter(body: NewsletterSubscribeBody): Promise<{ message: string }> {
  return api<{ message: string }>('/newsletter/subscribe', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
