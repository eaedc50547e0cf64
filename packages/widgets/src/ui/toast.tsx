import { type CreateToasterReturn, createToaster } from '@ark-ui/react/toast';
import { lazy, Suspense } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

export type ToastStore = CreateToasterReturn;

/** SPEC §9: how long a toast stays, and how far a swipe to the right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** A toast queue as SPEC §4/§9 describe it: one visible at a time, 5 s, F8 focuses it. */
export function createToastStore(): ToastStore {
  return createToaster({
    placement: 'bottom-end',
    max: 1,
    duration: TOAST_DURATION_MS,
    hotkey: ['F8'],
    pauseOnPageIdle: true,
  });
}

/** Shows a toast, replacing the one on screen so the newest message is never queued behind it. */
export function showToast(store: ToastStore, { title, description, variant }: ToastInput) {
  store.remove();
  return store.create({
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}

const ToastRegion = lazy(() =>
  import('./toast-region').then(({ ToastRegion }) => ({ default: ToastRegion })),
);

/**
 * The toast region; mount once per provider. Its code is a chunk of its own,
 * fetched once the first render is in the page, so an element's first render
 * does not wait for it.
 */
export function Toaster({ toaster }: { toaster: ToastStore }) {
  return (
    <Suspense fallback={null}>
      <ToastRegion toaster={toaster} />
    </Suspense>
  );
}
