import { encodeStatement } from '@puente/core';
import { ParentDashboardRoute, paths } from '@puente/host';
import {
  createReminderData,
  LINKED_CHILDREN,
  SCHOOL_STUDENTS,
  sampleRecord,
} from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { schoolData, signedInAsParent } from '../support/api-handlers';
import { type HostStory, schoolScreenMeta } from '../support/host-screen';

// /parent-dashboard for a parent or guardian: their own child on the SPEC's parent dashboard.
export default {
  title: 'Host/Routes/parent-dashboard – Parent: your children',
  component: ParentDashboardRoute,
  ...schoolScreenMeta(paths.parentDashboard.getHref(), signedInAsParent),
} satisfies Meta<typeof ParentDashboardRoute>;

/** Two children: the switcher. */
export const TwoChildren: HostStory = {};

export const OneChild: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ children: LINKED_CHILDREN.slice(0, 1) })),
};

export const NoChildren: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ children: [] })),
};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

const diego = SCHOOL_STUDENTS[0] ?? SCHOOL_STUDENTS.at(-1);
const statement = encodeStatement({
  format: 'free',
  text: 'Ever since I built my first robot at thirteen, I have wanted to understand how machines think.\n\nAt school I lead the robotics club.',
  answers: ['', '', ''],
});

/** Diego with a statement drafted: not shared, so the parent sees only its counts. */
const withStatement = (statementShared: boolean) => {
  const record = diego ? sampleRecord(diego) : null;
  if (!diego || !record) return {};
  const [first, ...rest] = record.selections;
  if (!first) return {};
  return {
    [diego.id]: {
      ...record,
      selections: [{ ...first, personalStatement: statement }, ...rest],
      statements: record.statements.map((summary, index) =>
        index === 0
          ? { ...summary, words: 28, characters: 132, status: 'drafting' as const }
          : summary,
      ),
      statementShared,
    },
  };
};

export const StatementNotShared: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ records: withStatement(false) })),
};

/** Diego shares his statements: the parent reads the text. */
export const StatementShared: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ records: withStatement(true) })),
};

/** Diego's counselor asked two questions; he answered one (the parent never sees the answer). */
export const CounselorQuestions: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...createReminderData({
        now: new Date('2026-11-22T10:00:00Z'),
        tasks: [
          {
            id: 1,
            campaign: 'Learning Campaign, 20 Nov 2026',
            question: 'What would you like to study, and why?',
            from: 'Laura López',
            sentAt: '2026-11-20T10:00:00.000Z',
            answer: 'Engineering: I love building robots.',
            answeredAt: '2026-11-21T10:00:00.000Z',
          },
          {
            id: 2,
            campaign: 'Learning Campaign, 20 Nov 2026',
            question: 'Which English test will you take, and when?',
            from: 'Laura López',
            sentAt: '2026-11-20T10:00:00.000Z',
            answer: null,
            answeredAt: null,
          },
        ],
      }).handlers,
    ),
  play: async () => {
    const questions = within(
      await screen.findByRole('region', { name: "Questions from Diego Hernández's counselor" }),
    );
    await expect(
      await questions.findByText('Which English test will you take, and when?'),
    ).toBeVisible();
    await expect(questions.getByText('Not answered yet')).toBeVisible();
    await expect(screen.queryByText(/I love building robots/)).toBeNull();
  },
};
