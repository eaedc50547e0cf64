import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

/** What core's framework-free stores (chat sessions, Ask AI) look like to React. */
export interface CoreStore<State> {
  getState(): State;
  subscribe(listener: () => void): () => void;
  /** Stops whatever the store still has on its way. */
  dispose(): void;
}

const disposed = new WeakSet<object>();

/**
 * One store made by `create` for the component's lifetime, disposed on
 * unmount, and its current state. StrictMode's rehearsal unmount disposes
 * the first store, so a fresh one replaces it.
 */
export function useCoreStore<Store extends CoreStore<unknown>>(
  create: () => Store,
): [ReturnType<Store['getState']>, Store] {
  const ref = useRef<Store | null>(null);
  ref.current ??= create();
  const [, remake] = useReducer((count: number) => count + 1, 0);

  // Made once per mount: later `create`s (new closures each render) are ignored on purpose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (ref.current && disposed.has(ref.current)) {
      ref.current = create();
      remake();
    }
    const store = ref.current;
    return () => {
      if (!store) return;
      disposed.add(store);
      store.dispose();
    };
  }, []);

  const store = ref.current;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state as ReturnType<Store['getState']>, store];
}
