import { ApiError, type WaitlistEntry, type WaitlistRequest } from '@puente/core';
import { useApi, useToast } from '@puente/ui/providers';
import { useCallback, useRef, useState } from 'react';

export const JOIN_WAITLIST_FAILED = /*i18n*/ 'Failed to join waitlist. Please try again.';

export interface JoinWaitlist {
  mutate(request: WaitlistRequest, options?: { onError?: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * POST /api/waitlist. A failure shows SPEC §8's destructive 'Error' toast
 * with the server's message, or the generic one when the server never answered.
 * One request and its pending state: no query cache (TanStack Query would be
 * a third of the element's first render for it).
 */
export function useJoinWaitlist(onJoined?: (entry: WaitlistEntry) => void): JoinWaitlist {
  const api = useApi();
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);
  const joined = useRef(onJoined);
  joined.current = onJoined;

  const mutate = useCallback<JoinWaitlist['mutate']>(
    (request, options) => {
      setPending(true);
      api.joinWaitlist(request).then(
        (entry) => {
          setPending(false);
          joined.current?.(entry);
        },
        (error: unknown) => {
          setPending(false);
          options?.onError?.(error);
          toast({
            title: /*i18n*/ 'Error',
            description: error instanceof ApiError ? error.serverMessage : JOIN_WAITLIST_FAILED,
            variant: 'destructive',
          });
        },
      );
    },
    [api, toast],
  );
  return { mutate, isPending };
}
