import type { User } from '@mavazi/shared/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

/** Read-only list of accounts. */
export function fetchUsers(): Promise<User[]> {
  return api<User[]>('/admin/users');
}

export function useUsers() {
  return useQuery({ queryKey: adminKeys.users(), queryFn: fetchUsers });
}
