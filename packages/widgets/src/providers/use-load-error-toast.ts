import { ApiError } from '@puente/core';
import { useEffect } from 'react';
import { useToast } from './toast-context';

/**
 * SPEC §8's destructive 'Error' toast when a load fails: the server's message,
 * or `fallback` when the server never answered with one.
 */
export function useLoadErrorToast(error: unknown, fallback: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Error',
      description: error instanceof ApiError ? error.serverMessage : fallback,
      variant: 'destructive',
    });
  }, [error, fallback, toast]);
}
