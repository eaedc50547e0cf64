import { Toaster as ArkToaster, Toast, useToastContext } from '@ark-ui/react';
import { sayMessage } from '@puente/core';
import { X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import * as styles from './toast.css';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './toast-input';

type ToastText = NonNullable<ToastInput['description']>;

import type { ToastStore } from './toast-store';

/**
 * The toasts of one provider's store, with F8 and swipe to dismiss; `Toaster`
 * loads it with the first toast. `label` (an en-GB message id) names the
 * region: one a widget, so a page with several has distinct landmarks.
 */
export function ToastRegion({
  toaster,
  label = /*i18n*/ 'Notifications (F8)',
}: {
  toaster: ToastStore;
  label?: string | undefined;
}) {
  const i18n = useI18n();
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
    <ArkToaster ref={region} toaster={toaster} className={styles.group} aria-label={i18n._(label)}>
      {(toast) => (
        <SwipeableToast key={toast.id}>
          {/* A toast's texts may be en-GB ids (constants marked for extraction): shown in the visitor's language. */}
          {toast.title ? (
            <Toast.Title className={styles.title}>{i18n._(String(toast.title))}</Toast.Title>
          ) : null}
          {toast.meta?.description ? (
            <Toast.Description className={styles.description}>
              {sayMessage((id, values) => i18n._(id, values), toast.meta.description as ToastText)}
            </Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={styles.close} aria-label={i18n._('Close')}>
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
