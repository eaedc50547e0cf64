import { useSignals } from '@preact/signals-react/runtime';

/**
 * What `read` reads from a store's signals, the caller re-rendering when any of
 * them changes. No build runs the signals transform, so a hook tracks its reads
 * itself: `useSignals` as a managed hook (2), ended once they are read.
 */
export function useSignalValues<T>(read: () => T): T {
  const effect = useSignals(2);
  try {
    return read();
  } finally {
    effect.f();
  }
}
