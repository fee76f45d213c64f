import { useSyncExternalStore } from 'react';

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

/** A JSON object (not null, not a list): the first step of every hand-written check. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a store checks its stored JSON with: a zod schema, or a hand-written check of the same shape. */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A hand-written check (the value, or undefined when it does not fit) for stores the first page needs without zod. */
export function storedValue<T>(read: (value: unknown) => T | undefined): StoredValueSchema<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

/** A check of a stored list, all entries or nothing: one tampered entry drops the stored value. */
export function listOf<T>(read: (value: unknown) => T | undefined) {
  return (value: unknown): T[] | undefined => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const item = read(entry);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items;
  };
}

/**
 * A JSON value in localStorage, validated on read and shared by every component through
 * useSyncExternalStore. Reads are cached by the raw string so snapshots stay referentially stable.
 */
export function createLocalStore<T>(
  key: string,
  schema: StoredValueSchema<T>,
  fallback: T,
): LocalStore<T> {
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

const noSubscription = () => () => undefined;

/**
 * False in the server's render and while hydrating it (every store then reads as empty); true once the page's
 * script runs. A page that shows what only the browser holds (the session, the cart) renders its shell until
 * then, so the hydrating render matches the server's. Here, in a module of the entry chunk, so that it costs
 * the pages using it no request of its own.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
