import { foldUniversityName, isSameUniversity } from './university-name';

/** How much of the dashboard is revealed, from its `phase` query parameter (SPEC §2). */
export type DashboardPhase = 0 | 1 | 2 | 3;

/** Reads `?phase=`: '1', '2' or '3'; anything else (absent, '4', 'abc', ' 1') is 0. */
export function parsePhase(searchParam: string | null | undefined): DashboardPhase {
  switch (searchParam) {
    case '1':
      return 1;
    case '2':
      return 2;
    case '3':
      return 3;
    default:
      return 0;
  }
}

/**
 * The phase the dashboard shows a student on their own data. The SPEC's
 * prototype revealed its fixed samples only through `?phase=`; a student who
 * has selected programmes has already reached phase 1, so with no phase (0)
 * their programmes show and 'No Scholarships Found' offers Find Scholarships.
 * A phase given in the address is kept as it is.
 */
export function revealedPhase(phase: DashboardPhase, hasSelections: boolean): DashboardPhase {
  return phase === 0 && hasSelections ? 1 : phase;
}

/** Phases 1 to 3 show the programmes. */
export function showsProgrammes(phase: DashboardPhase): boolean {
  return phase >= 1;
}

/** Phases 2 and 3 show the scholarships. */
export function showsScholarships(phase: DashboardPhase): boolean {
  return phase >= 2;
}

/**
 * Where 'No Scholarships Found' sends the student: Find Scholarships
 * (/scholarships-listing) in phase 1, otherwise Find Universities.
 */
export function noScholarshipsAction(
  phase: DashboardPhase,
): 'find-scholarships' | 'find-universities' {
  return phase === 1 ? 'find-scholarships' : 'find-universities';
}

/** Phase 3 marks the Queen Mary programme as done with a green check. */
export function isProgrammeDone(
  programme: { universityName: string },
  phase: DashboardPhase,
): boolean {
  return (
    phase === 3 && ` ${foldUniversityName(programme.universityName)} `.includes(' queen mary ')
  );
}

/**
 * King's College London's application facts, shown in its dialog instead of a
 * timeline (SPEC §2, §9). The documents are message ids: show them with `i18n._`.
 */
export const KINGS_COLLEGE_APPLICATION = {
  universityName: "King's College London",
  /** GBP, non-refundable. */
  applicationFee: 75,
  applicationFeeRefundable: false,
  deadline: '2025-06-15',
  documents: [
    /*i18n*/ 'High school transcripts',
    /*i18n*/ 'English proof (IELTS 5.5 or equivalent)',
    /*i18n*/ 'Personal statement',
    /*i18n*/ 'Two academic references',
  ],
  website: 'https://www.kcl.ac.uk',
} as const;

/** Whether a programme's Info button opens the King's College London dialog rather than its timeline. */
export function opensKingsDialog(universityName: string): boolean {
  return isSameUniversity(universityName, KINGS_COLLEGE_APPLICATION.universityName);
}
