import * as v from 'valibot';
import { recordId } from './record-id';

/** POST /api/school/students/:id/assignments: a counselor assigns one recommended resource. */
export const contentAssignmentRequestSchema = v.object({
  contentId: recordId(/*i18n*/ 'Choose content from the list'),
});
export type ContentAssignmentRequest = v.InferOutput<typeof contentAssignmentRequestSchema>;

/** PUT /api/user/assignments/:id: the student marks the resource done (or not yet). */
export const assignmentProgressRequestSchema = v.object({
  completed: v.boolean(/*i18n*/ 'Completed must be true or false'),
});
export type AssignmentProgressRequest = v.InferOutput<typeof assignmentProgressRequestSchema>;

/** Content assigned to a student: the counselor sees its state; the Completed state is the student's. */
export type ContentAssignment = {
  id: number;
  /** One of the recommended resources (core's `RECOMMENDED_CONTENT`). */
  contentId: number;
  /** Who assigned it, "First Last". */
  assignedBy: string;
  assignedAt: string;
  /** When the student marked it done; null until then. */
  completedAt: string | null;
};
