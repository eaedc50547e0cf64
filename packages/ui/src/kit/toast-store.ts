import { type CreateToasterReturn, createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, type ToastInput } from './toast-input';

export type ToastStore = CreateToasterReturn;

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
    // The region says the description (a Message has values to say it with); Ark only keeps it.
    meta: { description },
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}
