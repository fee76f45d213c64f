import type { User } from '@mavazi/shared/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const userListKey = ['admin', 'users'] as const;

export function fetchUsers(): Promise<User[]> {
  return api<User[]>('/admin/users');
}

/** GET /admin/users (read-only list). */
export function useUserList() {
  return useQuery({ queryKey: userListKey, queryFn: fetchUsers });
}
