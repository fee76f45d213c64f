import type { QueryClient } from '@tanstack/react-query';

/** Roots of query keys holding one shopper's own data, registered by the features that own them. */
const personalRoots = new Set<string>();

/** A feature's key root whose cached answers belong to the signed-in shopper and end with the session. */
export function personalKeyRoot<Root extends string>(root: Root): readonly [Root] {
  personalRoots.add(root);
  return [root] as const;
}

/** Forgets every personal answer, so the next shopper on this device never sees them. */
export function clearPersonalQueries(queryClient: QueryClient): void {
  for (const root of personalRoots) queryClient.removeQueries({ queryKey: [root] });
}
