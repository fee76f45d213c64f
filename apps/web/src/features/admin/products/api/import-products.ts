import type { ImportResult } from '@mavazi/shared/catalog-ops.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';
import { catalogOpsKeys } from './catalog-ops-keys';

export function importProducts({
  file,
  dryRun,
}: {
  file: File;
  dryRun: boolean;
}): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api<ImportResult>(`/admin/products/import?dry_run=${dryRun}`, {
    method: 'POST',
    body: form,
  });
}

/** POST /admin/products/import; a real import makes every product list read again. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: async (_result, { dryRun }) => {
      if (dryRun) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: catalogOpsKeys.all }),
      ]);
    },
  });
}
