import { describe, expect, it } from 'vitest';
import {
  type DashboardPhase,
  isProgrammeDone,
  KINGS_COLLEGE_APPLICATION,
  noScholarshipsAction,
  opensKingsDialog,
  parsePhase,
  revealedPhase,
  showsProgrammes,
  showsScholarships,
} from './dashboard-phase';

describe('parsePhase', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ] as const)('reads %j as %i', (param, phase) => {
    expect(parsePhase(param)).toBe(phase);
  });

  it.each([null, undefined, '', '0', '4', '-1', '1.0', '01', ' 1', 'abc', 'phase'])(
    'reads %j as 0',
    (param) => {
      expect(parsePhase(param)).toBe(0);
    },
  );

  it('reads a URL query parameter', () => {
    expect(parsePhase(new URLSearchParams('?phase=2').get('phase'))).toBe(2);
    expect(parsePhase(new URLSearchParams('?other=2').get('phase'))).toBe(0);
  });
});

describe('what each phase reveals (SPEC §2)', () => {
  it.each([
    [0, false, false, 'find-universities'],
    [1, true, false, 'find-scholarships'],
    [2, true, true, 'find-universities'],
    [3, true, true, 'find-universities'],
  ] as const)(
    'phase %i: programmes %s, scholarships %s, empty scholarships → %s',
    (phase, programmes, scholarships, action) => {
      expect(showsProgrammes(phase)).toBe(programmes);
      expect(showsScholarships(phase)).toBe(scholarships);
      expect(noScholarshipsAction(phase)).toBe(action);
    },
  );
});

describe('revealedPhase', () => {
  it('shows a student with selections their programmes when no phase is given', () => {
    expect(revealedPhase(0, true)).toBe(1);
    expect(showsProgrammes(revealedPhase(0, true))).toBe(true);
    expect(showsScholarships(revealedPhase(0, true))).toBe(false);
  });

  it('keeps phase 0 for a student without selections', () => {
    expect(revealedPhase(0, false)).toBe(0);
  });

  it.each([1, 2, 3] as const)('keeps an explicit phase %i', (phase) => {
    expect(revealedPhase(phase, true)).toBe(phase);
    expect(revealedPhase(phase, false)).toBe(phase);
  });
});

describe('isProgrammeDone', () => {
  const queenMary = { universityName: 'Queen Mary University of London' };

  it('marks the Queen Mary programme done in phase 3 only', () => {
    for (const phase of [0, 1, 2] as DashboardPhase[]) {
      expect(isProgrammeDone(queenMary, phase)).toBe(false);
    }
    expect(isProgrammeDone(queenMary, 3)).toBe(true);
    expect(isProgrammeDone({ universityName: 'Queen Mary, University of London' }, 3)).toBe(true);
    expect(isProgrammeDone({ universityName: 'queen mary' }, 3)).toBe(true);
  });

  it('never marks other universities done', () => {
    expect(isProgrammeDone({ universityName: "King's College London" }, 3)).toBe(false);
    expect(isProgrammeDone({ universityName: 'Queen Margaret University' }, 3)).toBe(false);
    expect(isProgrammeDone({ universityName: 'Queen Maryland College' }, 3)).toBe(false);
  });
});

describe("King's College London dialog (SPEC §9)", () => {
  it('opens for King’s College London however the apostrophe or case is written', () => {
    expect(opensKingsDialog("King's College London")).toBe(true);
    expect(opensKingsDialog('King’s College London')).toBe(true);
    expect(opensKingsDialog('KINGS COLLEGE LONDON')).toBe(true);
  });

  it('does not open for other universities', () => {
    expect(opensKingsDialog('Imperial College London')).toBe(false);
    expect(opensKingsDialog("King's College Cambridge")).toBe(false);
    expect(opensKingsDialog('')).toBe(false);
  });

  it('holds the fee, deadline and documents', () => {
    expect(KINGS_COLLEGE_APPLICATION).toMatchObject({
      applicationFee: 75,
      applicationFeeRefundable: false,
      deadline: '2025-06-15',
      documents: [
        'High school transcripts',
        'English proof (IELTS 5.5 or equivalent)',
        'Personal statement',
        'Two academic references',
      ],
    });
  });
});
