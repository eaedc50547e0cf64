import { useLingui } from '@lingui/react';
import { ApiError } from '@puente/core';
import { useEffect } from 'react';
import { useToast } from './toast-context';

/**
 * SPEC §8's destructive 'Error' toast when a load fails: the server's message,
 * or `fallback` when the server never answered with one.
 */
export function useLoadErrorToast(error: unknown, fallback: string): void {
  const { toast } = useToast();
  const { i18n } = useLingui();
  useEffect(() => {
    if (!error) return;
    toast({
      title: i18n._('Error'),
      description: error instanceof ApiError ? error.serverMessage : i18n._(fallback),
      variant: 'destructive',
    });
  }, [error, fallback, toast, i18n]);
}
