import { describe, expect, it } from 'vitest';
import { ieltsDisplay } from './ielts';

const requirements = 'IELTS 6.0 (no section below 5.0), High School 80%, Math 75%, Science 70%';

describe('ieltsDisplay', () => {
  it.each([
    ['The University of Manchester', 'IELTS 6.0 (no section below 5.5)'],
    ['University of Manchester', 'IELTS 6.0 (no section below 5.5)'],
    ['Imperial College London', 'IELTS 6.0 (no section below 5.5)'],
    ['University of Edinburgh', 'IELTS 6.0 (with 6.0 in writing)'],
    ['The University of Warwick', 'IELTS 6.0 (with 6.0 in speaking)'],
  ])('shows the SPEC rule for %s', (universityName, shown) => {
    expect(ieltsDisplay({ universityName, provider: null, requirements })).toBe(shown);
  });

  it("shows INTO's rule for an INTO programme, whatever the university", () => {
    expect(
      ieltsDisplay({ universityName: 'Newcastle University', provider: 'INTO', requirements }),
    ).toBe('IELTS 6.0 (min 5.0 writing, all others 4.5+)');
    expect(
      ieltsDisplay({
        universityName: 'City St George’s, University of London',
        programName: 'INTO City International Foundation',
        requirements,
      }),
    ).toBe('IELTS 6.0 (min 5.0 writing, all others 4.5+)');
  });

  it('does not mistake a neighbouring university for a ruled one', () => {
    for (const universityName of [
      'Manchester Metropolitan University',
      'Edinburgh Napier University',
    ]) {
      expect(ieltsDisplay({ universityName, provider: null, requirements })).toBe(
        'IELTS 6.0 (minimum 5.0 in each component)',
      );
    }
  });

  it('otherwise reads the IELTS clause of the requirements as numbers and says them in one form', () => {
    expect(
      ieltsDisplay({
        universityName: "King's College London",
        requirements: 'High School 85%; IELTS 6,5 overall (6.0 in each component), Math 80%',
      }),
    ).toBe('IELTS 6.5 (minimum 6.0 in each component)');
  });

  it('shows the rule alone when the requirements give no overall band', () => {
    expect(
      ieltsDisplay({ universityName: 'University of Warwick', requirements: 'High School 80%' }),
    ).toBe('IELTS: with 6.0 in speaking');
  });

  it('is null when no IELTS requirement is stated', () => {
    expect(ieltsDisplay({ universityName: 'University of Leeds', requirements: 'Math 70%' })).toBe(
      null,
    );
  });
});
