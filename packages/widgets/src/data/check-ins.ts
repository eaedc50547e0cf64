import { type AssignmentProgressRequest, type CounselorNoteRequest, schoolApi } from '@puente/core';
import { useApiQuery, useRefetchingMutation } from './api-hooks';

/** The query keys of a check-in's notes and assigned content, by their paths. */
export const studentNotesKey = (id: number) => ['/api/school/students', id, 'notes'] as const;
export const studentAssignmentsKey = (id: number) =>
  ['/api/school/students', id, 'assignments'] as const;
export const MY_NOTES_KEY = ['/api/user/notes'] as const;
export const MY_ASSIGNMENTS_KEY = ['/api/user/assignments'] as const;

/** GET /api/school/students/:id/notes: the school's notes on the student, private ones too. */
export const useStudentNotes = (id: number) =>
  useApiQuery(studentNotesKey(id), (api) => schoolApi.notes(api, id));

/** POST /api/school/students/:id/notes; the notes are read again. */
export const useAddNote = (id: number) =>
  useRefetchingMutation(studentNotesKey(id), (api, note: CounselorNoteRequest) =>
    schoolApi.addNote(api, id, note),
  );

/** GET /api/school/students/:id/assignments: what was assigned and whether the student completed it. */
export const useStudentAssignments = (id: number) =>
  useApiQuery(studentAssignmentsKey(id), (api) => schoolApi.assignments(api, id));

/** POST /api/school/students/:id/assignments; the assignments are read again. */
export const useAssignContent = (id: number) =>
  useRefetchingMutation(studentAssignmentsKey(id), (api, contentId: number) =>
    schoolApi.assign(api, id, { contentId }),
  );

/** GET /api/user/notes: the notes the student's counselors shared with them. */
export const useMyNotes = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useApiQuery(MY_NOTES_KEY, (api) => schoolApi.myNotes(api), { enabled });

/** GET /api/user/assignments: the content assigned to the student. */
export const useMyAssignments = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useApiQuery(MY_ASSIGNMENTS_KEY, (api) => schoolApi.myAssignments(api), { enabled });

/** PUT /api/user/assignments/:id: the student marks one done, or not yet. */
export const useMarkAssignment = () =>
  useRefetchingMutation(
    MY_ASSIGNMENTS_KEY,
    (api, { id, completed }: { id: number } & AssignmentProgressRequest) =>
      schoolApi.markAssignment(api, id, { completed }),
  );
