import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write after which the cached reads under these keys are fetched again (the mutation settles after them). */
export function useInvalidatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: ReadonlyArray<QueryKey>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
