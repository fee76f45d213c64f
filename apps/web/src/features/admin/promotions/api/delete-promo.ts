import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function deletePromo(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/promocodes/${id}`, { method: 'DELETE' });
}

/** Then the list is read again. */
export function useDeletePromo() {
  return useInvalidatingMutation(deletePromo, [adminKeys.promos()]);
}
