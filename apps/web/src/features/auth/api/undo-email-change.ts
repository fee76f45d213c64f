import { useMutation } from '@tanstack/react-query';
import type { EmailRestoredResponse } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

/** Puts back the address an email change replaced; every session of the account ends. */
export function undoEmailChange(token: string): Promise<EmailRestoredResponse> {
  return api<EmailRestoredResponse>(`/account/email/undo/${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

export function useUndoEmailChange(token: string) {
  return useMutation({ mutationFn: () => undoEmailChange(token) });
}
