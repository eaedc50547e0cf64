import type { EntityManager } from '@mikro-orm/postgresql';
import type { CounselorNote as CounselorNoteAnswer, CounselorNoteRequest } from '@puente/core';
import type { StaffMember } from '../access/access';
import { CounselorNote } from './note.entity';

/** The most notes a list answers, newest first. */
export const NOTES_LISTED = 200;

export function toNoteAnswer(note: CounselorNote): CounselorNoteAnswer {
  return {
    id: note.id,
    text: note.text,
    visibility: note.visibility as CounselorNoteAnswer['visibility'],
    author: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

/** A note by `author` on one of their school's students. */
export async function addNote(
  em: EntityManager,
  author: StaffMember,
  studentId: number,
  request: CounselorNoteRequest,
): Promise<CounselorNoteAnswer> {
  const note = em.create(CounselorNote, {
    student: studentId,
    school: author.school.id,
    author: author.id,
    authorName: author.name,
    text: request.text,
    visibility: request.visibility,
  });
  await em.flush();
  return toNoteAnswer(note);
}

/** The school's notes on the student, private ones included (staff). */
export async function listStaffNotes(
  em: EntityManager,
  schoolId: number,
  studentId: number,
): Promise<CounselorNoteAnswer[]> {
  return listNotes(em, { student: studentId, school: schoolId });
}

/** What the student's current school shared with them. */
export async function listSharedNotes(
  em: EntityManager,
  studentId: number,
  schoolId: number,
): Promise<CounselorNoteAnswer[]> {
  return listNotes(em, { student: studentId, school: schoolId, visibility: 'shared' });
}

async function listNotes(
  em: EntityManager,
  filter: { student: number; school: number; visibility?: 'shared' },
): Promise<CounselorNoteAnswer[]> {
  const notes = await em.find(CounselorNote, filter, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: NOTES_LISTED,
  });
  return notes.map(toNoteAnswer);
}
