/** Cached staff reads of catalog operations, under ['admin'] so signing out forgets them. */
export const catalogOpsKeys = {
  all: ['admin', 'catalog-ops'] as const,
  product: (id: number) => [...catalogOpsKeys.all, 'product', id] as const,
  movements: (params: Record<string, string | number | undefined>) =>
    [...catalogOpsKeys.all, 'movements', params] as const,
  list: (params: Record<string, string | number | undefined>) =>
    [...catalogOpsKeys.all, 'list', params] as const,
};
