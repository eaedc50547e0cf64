import { encodeStatement } from '@puente/core';
import { ParentScreen, paths } from '@puente/host';
import { LINKED_CHILDREN, SCHOOL_STUDENTS, sampleRecord } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { schoolData, signedInAsParent } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

// /parent-dashboard for a parent or guardian: their own child on the SPEC's parent dashboard.
export default {
  title: 'Host/Routes/parent-dashboard – Parent: your children',
  component: ParentScreen,
  ...hostScreenMeta(paths.parentDashboard.getHref()),
  beforeEach: ({ msw }) => msw.use(signedInAsParent, ...schoolData()),
} satisfies Meta<typeof ParentScreen>;

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
