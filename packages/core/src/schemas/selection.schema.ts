import * as v from 'valibot';
import type { FoundationProgramme } from './foundation-programme.schema';
import { PROGRAMME_ID_MAX } from './hand-off.options';
import type { ApplicationTracker } from './tracker.schema';

/** The status a newly selected programme starts with (SPEC §4). */
export const NEW_SELECTION_STATUS = /*i18n*/ 'Not Started';

/** POST /api/selected-programs body: the programme to add to the student's selections. */
export const selectProgrammeRequestSchema = v.object(
  {
    programId: v.pipe(
      v.number(/*i18n*/ 'Program id must be a number'),
      v.integer(/*i18n*/ 'Program id must be a whole number'),
      v.minValue(1, /*i18n*/ 'Program id must be at least 1'),
      v.maxValue(PROGRAMME_ID_MAX, /*i18n*/ 'Program id must be at most 2147483647'),
    ),
  },
  /*i18n*/ 'Program id must be a number',
);

export type SelectProgrammeRequest = v.InferOutput<typeof selectProgrammeRequestSchema>;

/** GET/POST /api/selected-programs: one of the student's selections with its programme. */
export type SelectedProgramme = {
  id: number;
  userId: number;
  programId: number;
  /** 'Not Started' when selected (NEW_SELECTION_STATUS). */
  status: string;
  /** As saved, encoded by `encodeStatement`; null until the first save. */
  personalStatement: string | null;
  /** When the statement was last saved; null until the first save. */
  statementUpdatedAt: string | null;
  /** Where the student is with this application (the tracker). */
  tracker: ApplicationTracker;
  createdAt: string;
  updatedAt: string;
  program: FoundationProgramme;
};
