import { describe, expect, it } from 'vitest';
import { sampleProgramme } from '../sample/foundation-programmes';
import type { ApplicationTracker } from '../schemas/tracker.schema';
import { NEW_TRACKER } from '../schemas/tracker.schema';
import { nextStep as nextStepOf } from './next-step';
import { emptyStatement, encodeStatement } from './statement';

const DEADLINE = '2027-01-15';
const at = (iso: string) => new Date(iso);

const nextStep = ({
  hasStatement,
  tracker,
  now,
}: {
  deadline: string;
  hasStatement: boolean;
  tracker: ApplicationTracker;
  now: Date;
}) =>
  nextStepOf(
    {
      program: sampleProgramme({ applicationDeadline: DEADLINE }),
      personalStatement: hasStatement
        ? encodeStatement({ ...emptyStatement(), text: 'Why engineering.' })
        : null,
      tracker,
    },
    now,
  );

describe('nextStep', () => {
  it('a new account: Start Application, with the days until it is due', () => {
    // 9 Nov 2026, noon in Mexico City; Start Application is due 15 Nov.
    const next = nextStep({
      deadline: DEADLINE,
      hasStatement: false,
      tracker: NEW_TRACKER,
      now: at('2026-11-09T18:00:00.000Z'),
    });
    expect(next).toMatchObject({ step: { id: 'start-application' }, days: 6, urgency: 'soon' });
  });

  it('skips what is done', () => {
    const next = nextStep({
      deadline: DEADLINE,
      hasStatement: true,
      tracker: { ...NEW_TRACKER, stage: 'preparing', documentsGathered: true },
      now: at('2026-10-01T18:00:00.000Z'),
    });
    expect(next).toMatchObject({ step: { id: 'english-test' }, days: 92, urgency: 'later' });
  });

  it('counts days in Mexico City: tomorrow until midnight there, then today', () => {
    const input = { deadline: DEADLINE, hasStatement: false, tracker: NEW_TRACKER };
    // 14 Nov 23:59 in Mexico City is 15 Nov 05:59 UTC.
    expect(nextStep({ ...input, now: at('2026-11-15T05:59:59.999Z') })?.days).toBe(1);
    expect(nextStep({ ...input, now: at('2026-11-15T06:00:00.000Z') })?.days).toBe(0);
  });

  it('an overdue step has negative days', () => {
    const next = nextStep({
      deadline: DEADLINE,
      hasStatement: false,
      tracker: NEW_TRACKER,
      now: at('2026-11-18T18:00:00.000Z'),
    });
    expect(next).toMatchObject({ step: { id: 'start-application' }, days: -3, urgency: 'overdue' });
  });

  it('nothing once the application is submitted', () => {
    const next = nextStep({
      deadline: DEADLINE,
      hasStatement: false,
      tracker: { ...NEW_TRACKER, stage: 'submitted', submittedOn: '2026-11-01' },
      now: at('2026-11-18T18:00:00.000Z'),
    });
    expect(next).toBeNull();
  });
});
