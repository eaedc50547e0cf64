import type { HandOffAcceptRequest, HandOffPreview } from '@puente/core';
import { handOffApi } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SELECTED_PROGRAMMES_KEY } from './selections';

/** The query key's first part: the hand-offs' path. */
export const HAND_OFF_KEY = '/api/hand-offs';

/** What the student is asked to confirm: the hand-off's token and its preview. */
export interface HandOffToConfirm {
  token: string;
  preview: HandOffPreview;
}

/**
 * The hand-off a registration link names, by name (docs/product/schools.md,
 * "Attribution from a school's site"): `GET /api/hand-offs/:token` for a
 * link's token; for an old link's raw picks, a hand-off of this site's own
 * without a site key first (`POST /api/hand-offs`), so it is confirmed the
 * same way and attributed to no school. A sign-in empties the site's cache:
 * the previous answer shows while it is asked again.
 */
export function useHandOffToConfirm(link: { token: string } | { picks: readonly number[] }) {
  const api = useApi();
  return useQuery({
    queryKey: [HAND_OFF_KEY, link],
    queryFn: async (): Promise<HandOffToConfirm> => {
      const token =
        'token' in link
          ? link.token
          : (await handOffApi.create(api, { picks: [...link.picks] })).token;
      return { token, preview: await handOffApi.preview(api, token) };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/hand-offs/:token/accept`: saves the programmes the student
 * ticked (and joins the school when they chose to) in one transaction; only
 * the selections are read again.
 */
export function useAcceptHandOff(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: HandOffAcceptRequest) => handOffApi.accept(api, token, choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELECTED_PROGRAMMES_KEY }),
  });
}
