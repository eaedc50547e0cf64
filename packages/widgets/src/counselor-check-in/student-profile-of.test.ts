import {
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  type SchoolStudent,
  sampleSelection,
} from '@puente/core';
import { describe, expect, it } from 'vitest';
import { studentProfileOf } from './student-profile-of';

const luz: SchoolStudent = {
  id: 7,
  firstName: 'Luz',
  lastName: 'Treviño',
  username: 'luz',
  email: 'luz@prepa.edu.mx',
  joinedAt: '2026-11-01T10:00:00.000Z',
  cameFrom: null,
  parents: 0,
  programmes: 1,
  counselorId: null,
};

describe("a real student's check-in profile", () => {
  it('comes from what they entered: subjects, year, GPA, the scores they took and their programmes', () => {
    const programme = SAMPLE_PROGRAMMES[0];
    if (!programme) throw new Error('no sample programme');
    const profile = studentProfileOf(
      {
        student: luz,
        profile: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(1, programme)],
        statements: [],
        statementShared: false,
      },
      'Prepa Juárez',
    );
    expect(profile).toMatchObject({
      name: 'Luz Treviño',
      grade: '12th Grade',
      school: 'Prepa Juárez',
      aspirations: 'Computer Science\nEngineering',
      interests: programme.subject,
      gpa: '9.1',
      extracurriculars: [],
    });
    expect(profile.record).toEqual({
      programmes: [`${programme.programName}, ${programme.universityName}`],
      // Chemistry was not taken.
      scores: [
        { subject: 'Math', score: 92 },
        { subject: 'Biology', score: 81 },
        { subject: 'Physics', score: 88 },
      ],
    });
  });

  it('says the profile is not filled in, with no scores or programmes, for a new student', () => {
    const profile = studentProfileOf(
      {
        student: { ...luz, firstName: null, lastName: null },
        profile: null,
        selections: [],
        statements: [],
        statementShared: false,
      },
      'Prepa Juárez',
    );
    expect(profile).toMatchObject({
      name: 'luz',
      grade: 'Profile not filled in yet',
      aspirations: '',
      gpa: '—',
      record: { programmes: [], scores: [] },
    });
  });
});
