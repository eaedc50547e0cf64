import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastInput } from './toast-input';
import type { ToastStore } from './toast-store';
import { whenIdle } from './when-idle';

/** One provider's toasts: what `useToast()` shows, and what its `Toaster` draws. */
export interface Toasts {
  show(input: ToastInput): void;
  dismiss(id?: string): void;
  /** The store, once the toast code has arrived. */
  ready: Promise<ToastStore>;
}

/**
 * The toast code (Ark's store and region) is a chunk of its own, fetched when
 * the page is idle after its first render, or at once for the first toast
 * asked for, so an element's first render does not wait for it. A toast
 * asked for before it arrives shows when it does.
 */
export function createToasts(): Toasts {
  let announce: (store: ToastStore) => void = () => {};
  const ready = new Promise<ToastStore>((resolve) => {
    announce = resolve;
  });
  let loading: Promise<(input: ToastInput) => void> | undefined;
  const load = () =>
    (loading ??= import('./toast-store').then(({ createToastStore, showToast }) => {
      const store = createToastStore();
      announce(store);
      return (input: ToastInput) => showToast(store, input);
    }));
  whenIdle(() => void load());
  return {
    show(input) {
      void load().then((show) => show(input));
    },
    dismiss(id) {
      void ready.then((store) => store.dismiss(id));
    },
    ready,
  };
}

const ToastRegion = lazy(() =>
  import('./toast-region').then(({ ToastRegion }) => ({ default: ToastRegion })),
);

/** The toast region, once the toast code has arrived; mount once per provider. */
export function Toaster({ toasts, label }: { toasts: Toasts; label?: string | undefined }) {
  const [store, setStore] = useState<ToastStore | null>(null);
  useEffect(() => {
    let current = true;
    void toasts.ready.then((loaded) => current && setStore(loaded));
    return () => {
      current = false;
    };
  }, [toasts]);
  return store ? (
    <Suspense fallback={null}>
      <ToastRegion toaster={store} label={label} />
    </Suspense>
  ) : null;
}
