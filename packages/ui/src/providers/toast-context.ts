import { createContext, useContext } from 'react';
import type { ToastInput } from '../kit';

/** Shows a toast (at once, or as soon as the toast code has arrived). */
export type ToastFn = (input: ToastInput) => void;

/**
 * What `useToast()` answers: callable itself (`toast({ title })`), and also
 * destructurable (`const { toast, dismiss } = useToast()`).
 */
export type ToastApi = ToastFn & { toast: ToastFn; dismiss: (id?: string) => void };

export const ToastContext = createContext<ToastApi | null>(null);

/** The toaster of the nearest PuenteProvider. */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used within a PuenteProvider');
  return toast;
}
