import { useSyncExternalStore } from 'react';

/** A tiny store for client state shared across the app (modals, toasts): no library needed. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    // Arrow functions, so `store.subscribe` can be handed to useSyncExternalStore unbound.
    set: (next: T | ((previous: T) => T)) => {
      state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
