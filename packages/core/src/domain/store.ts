/** What a widget reads a small framework-free store by (`useSyncExternalStore`). */
export interface Store<TState> {
  getState(): TState;
  /** For `useSyncExternalStore`: calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
}

/** A store's listeners: `subscribe` for its readers, `notify` after every change. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
