import { useLingui } from '@lingui/react';
import { ApiError, type WaitlistEntry, type WaitlistRequest } from '@puente/core';
import { useMutation } from '@tanstack/react-query';
import { useApi, useToast } from '../providers';

export const JOIN_WAITLIST_FAILED = /*i18n*/ 'Failed to join waitlist. Please try again.';

/**
 * POST /api/waitlist. A failure shows SPEC §8's destructive 'Error' toast
 * with the server's message, or the generic one when the server never answered.
 */
export function useJoinWaitlist(onJoined?: (entry: WaitlistEntry) => void) {
  const api = useApi();
  const { toast } = useToast();
  const { i18n } = useLingui();
  return useMutation({
    mutationKey: ['join-waitlist'],
    mutationFn: (request: WaitlistRequest) => api.joinWaitlist(request),
    onSuccess: (entry) => onJoined?.(entry),
    onError: (error) =>
      toast({
        title: i18n._('Error'),
        description: error instanceof ApiError ? error.serverMessage : i18n._(JOIN_WAITLIST_FAILED),
        variant: 'destructive',
      }),
  });
}
