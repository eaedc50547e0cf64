import { type ApplicationTracker, buildTimeline, type TimelineStep } from '@puente/core';
import { useClock } from '@puente/ui/providers';
import { useMemo, useState } from 'react';

export interface UseTimelineOptions {
  /** The programme's deadline (ISO day or text); one that is not a date counts as two months from now. */
  deadline: string | null | undefined;
  /** Whether the student has written a personal statement for the programme. */
  hasStatement: boolean;
  /** What the student ticked (docs/product/tracker.md); nothing ticked when omitted. */
  tracker?: ApplicationTracker | undefined;
  /** The moment the statuses are for; by default the provider's clock when the timeline first shows. */
  now?: Date | undefined;
}

/** The programme's Application Timeline steps from core's rules (docs/product/tracker.md). */
export function useTimeline({
  deadline,
  hasStatement,
  tracker,
  now,
}: UseTimelineOptions): TimelineStep[] {
  const clock = useClock();
  const [shownAt] = useState(clock);
  const moment = (now ?? shownAt).getTime();
  return useMemo(
    () => buildTimeline({ deadline, hasStatement, tracker, now: new Date(moment) }),
    [deadline, hasStatement, tracker, moment],
  );
}
