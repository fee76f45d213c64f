import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

let toastify: Promise<typeof Toastify> | undefined;
const listeners = new Set<() => void>();

/** react-toastify, loaded the first time the shop has something to say rather than with every first page. */
export function loadToastify(): Promise<typeof Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of listeners) listener();
  }
  return toastify;
}

function show(kind: 'success' | 'error' | 'info') {
  return (content: ToastContent, options?: ToastOptions): void => {
    // Toasts sent before the container is on screen wait in react-toastify's queue.
    void loadToastify().then(({ toast: toastify }) => toastify[kind](content, options));
  };
}

/** The spec's toasts: the same calls as react-toastify's `toast`, which loads on first use. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for, so the container can be mounted then. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toastify !== undefined,
    () => false,
  );
}
