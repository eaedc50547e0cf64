import { type StudentRecord, schemasCatalog } from '@puente/core';
import { useCatalog } from '@puente/ui/i18n';
import { CounselorCheckIn, studentProfileOf } from '@puente/widgets/counselor-check-in';
import {
  useAddNote,
  useAssignContent,
  useStudentAssignments,
  useStudentNotes,
} from '@puente/widgets/data';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSchoolName } from './use-school-name';

export interface StudentCheckInProps {
  checkIn: 1 | 2;
  record: StudentRecord;
}

/**
 * The SPEC's check-in on one of the school's real students: their profile
 * and chosen programmes from their record, the notes the staff saved and the
 * content assigned to them. No conversations are kept, and there is no
 * sample insight or college profile for a real student.
 */
export function StudentCheckIn({ checkIn, record }: StudentCheckInProps) {
  // The student's subjects are the profile form's words, in that form's catalog.
  useCatalog(schemasCatalog);
  const schoolName = useSchoolName();
  const navigate = useNavigate();
  const id = record.student.id;
  const notes = useStudentNotes(id);
  const addNote = useAddNote(id);
  const assignments = useStudentAssignments(id);
  const assign = useAssignContent(id);
  const student = useMemo(() => studentProfileOf(record, schoolName), [record, schoolName]);
  const assigned = assignments.data ?? [];
  const dashboard = paths.advisorDashboard.getHref();
  return (
    <CounselorCheckIn
      checkIn={checkIn}
      dashboardHref={dashboard}
      onBackToDashboard={() => navigate(dashboard)}
      student={student}
      programmes={record.selections}
      conversations={[]}
      collegeProfile={null}
      insight={null}
      notes={{
        saved: notes.data ?? [],
        save: (note) => addNote.mutateAsync(note),
        pending: notes.isPending,
      }}
      assignments={{
        assigned: new Set(assigned.map(({ contentId }) => contentId)),
        completed: new Set(
          assigned.filter(({ completedAt }) => completedAt).map(({ contentId }) => contentId),
        ),
        assign: (contentId) => assign.mutate(contentId),
        pending: assignments.isPending,
      }}
    />
  );
}
