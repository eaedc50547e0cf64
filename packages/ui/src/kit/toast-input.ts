import type { Message } from '@puente/core';

export type ToastVariant = 'default' | 'destructive';

/** A toast's texts: en-GB ids (constants marked for extraction) or text already said, shown in the visitor's language. */
export interface ToastInput {
  title: string;
  /** A `Message` when core words it from values ('Reminder sent to 3 students.'). */
  description?: string | Message | undefined;
  variant?: ToastVariant;
}

/** SPEC §9: how long a toast stays, and how far a swipe to the right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
