import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

export function updateUser(body: UpdateUserBody): Promise<{ message: string; user: User }> {
  return api<{ message: string; user: User }>('/update_user', { method: 'PUT', body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
