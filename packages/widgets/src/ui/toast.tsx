import {
  Toaster as ArkToaster,
  type CreateToasterReturn,
  createToaster,
  Toast,
  useToastContext,
} from '@ark-ui/react';
import { X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import * as styles from './toast.css';

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

/** The toast region; mount once per provider. */
export function Toaster({ toaster }: { toaster: ToastStore }) {
  const region = useRef<HTMLDivElement>(null);

  // Every toaster on a page (one per widget) focuses its own region on F8, in
  // a microtask; after those, the one actually showing a toast takes the focus.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8') return;
      setTimeout(() => {
        if (toaster.getVisibleToasts().length > 0) region.current?.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [toaster]);

  return (
    <ArkToaster ref={region} toaster={toaster} className={styles.group}>
      {(toast) => (
        <SwipeableToast key={toast.id}>
          {toast.title ? <Toast.Title className={styles.title}>{toast.title}</Toast.Title> : null}
          {toast.description ? (
            <Toast.Description className={styles.description}>
              {toast.description}
            </Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={styles.close} aria-label="Close">
            <X size={16} aria-hidden />
          </Toast.CloseTrigger>
        </SwipeableToast>
      )}
    </ArkToaster>
  );
}

/** A toast that follows a finger or pointer to the right and is dismissed past the threshold. */
function SwipeableToast({ children }: { children: React.ReactNode }) {
  const toast = useToastContext();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset >= TOAST_SWIPE_THRESHOLD_PX) toast.dismiss();
    setOffset(0);
  };

  return (
    <Toast.Root
      className={styles.root}
      data-swiping={offset > 0 ? '' : undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {children}
    </Toast.Root>
  );
}
