import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import { toast } from './toast';

/** The root error a form gets when its checks could not be loaded. */
const UNLOADED = 'checks-unloaded';

export interface LazyResolver<TIn extends FieldValues, TOut> {
  resolver: Resolver<TIn, unknown, TOut>;
  /** Starts loading the checks: a form calls it on its first focus, before the first check needs them. */
  preload: () => void;
}

/**
 * A form's zod resolver loaded on first use: zod and the shared schemas (about 40 KB gzip, and a long task on a
 * slow phone) stay out of the page's first render. The schema is the one the server uses, loaded later. When
 * the chunk cannot be fetched (a dropped connection) the form does not submit, and the next check tries again.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): LazyResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  return {
    preload: () => void get().catch(() => undefined),
    resolver: async (values, context, options) => {
      let resolve: Resolver<TIn, unknown, TOut>;
      try {
        resolve = await get();
      } catch {
        // A root error fits every form's error shape; TypeScript cannot see that for a generic one.
        const errors = {
          root: { type: UNLOADED, message: NETWORK_ERROR_MESSAGE },
        } as FieldErrors<TIn>;
        return { values: {}, errors };
      }
      return resolve(values, context, options);
    },
  };
}

/** On a refused submit: says so when the form's checks could not be loaded (the fields show nothing then). */
export function toastUnloadedChecks<T extends FieldValues>(errors: FieldErrors<T>): void {
  if (errors.root?.type === UNLOADED && errors.root.message) toast.error(errors.root.message);
}
