import type { z } from 'zod';

export interface LocalStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Listeners of one localStorage key: `emit` tells them about a change made in this tab, and a change made in
 * another tab reaches them through the storage event. `subscribe` is useSyncExternalStore-ready.
 */
export function storageListeners(key: string) {
  const listeners = new Set<() => void>();

  function emit(): void {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) emit();
  }

  function subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  return { emit, subscribe };
}

/**
 * A JSON value in localStorage, validated on read and shared by every component through
 * useSyncExternalStore. Reads are cached by the raw string so snapshots stay referentially stable.
 */
export function createLocalStore<T>(key: string, schema: z.ZodType<T>, fallback: T): LocalStore<T> {
  const { emit, subscribe } = storageListeners(key);
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;
  // Private mode or a full quota: keep working in memory for this page.
  let memoryOnly = false;

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function parse(raw: string | null): T {
    if (raw === null) return fallback;
    try {
      const result = schema.safeParse(JSON.parse(raw));
      return result.success ? result.data : fallback;
    } catch {
      return fallback;
    }
  }

  function get(): T {
    if (memoryOnly) return cachedValue;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  }

  function set(next: T): void {
    const raw = JSON.stringify(next);
    try {
      localStorage.setItem(key, raw);
    } catch {
      memoryOnly = true;
    }
    cachedRaw = raw;
    cachedValue = next;
    emit();
  }

  return { get, set, subscribe };
}
