import type { AdminUser } from '@mavazi/shared/staff.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

export function setUserDisabled({ id, disabled }: { id: number; disabled: boolean }) {
  return api<AdminUser>(`/admin/users/${id}`, { method: 'PATCH', body: { disabled } });
}

/** The owner disables a shopper (or enables them again); the row is replaced on every cached page. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: (updated) =>
      queryClient.setQueriesData<Page<AdminUser>>({ queryKey: adminKeys.users() }, (page) =>
        page
          ? { ...page, items: page.items.map((u) => (u.id === updated.id ? updated : u)) }
          : page,
      ),
  });
}
