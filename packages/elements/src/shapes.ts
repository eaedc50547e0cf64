import type { FoundationProgramme, StudentInfo, WaitlistEntry } from '@puente/core';
import type {
  PuenteErrorDetail,
  PuenteReadyDetail,
  PuenteTimelineStepDetail,
  StatementChangeDetail,
} from '@puente/ui/elements/events';

/**
 * Each type the elements' manifest names (in an event's `CustomEvent<…>`, a
 * property's type), by that name: `scripts/assemble.ts` writes each out in
 * full into the package's types, so they need nothing of Puente's sources.
 */
export interface Shapes {
  FoundationProgram: FoundationProgramme;
  StudentInfo: StudentInfo;
  WaitlistEntry: WaitlistEntry;
  PuenteReadyDetail: PuenteReadyDetail;
  PuenteErrorDetail: PuenteErrorDetail;
  PuenteTimelineStepDetail: PuenteTimelineStepDetail;
  StatementChangeDetail: StatementChangeDetail;
}
