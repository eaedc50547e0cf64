import {
  manySampleProgrammes,
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  SCOTTISH_ENGINEERING_PROGRAMMES,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { ProgrammeFinder } from '@puente/widgets';
import { DEFAULT_FINDER_SEARCH } from '@puente/widgets/programme-finder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  catalogue,
  failsWith,
  pendingForever,
  sampleUser,
  studentData,
} from '../support/api-handlers';
import { withTypography } from '../ui/surface';

const LONG_NAMES = [
  sampleProgramme({
    id: 1,
    universityName: 'University of the Highlands and Islands – Inverness College (UHI Inverness)',
    programName:
      'International Foundation Programme in Science, Technology, Engineering and Mathematics with Integrated English for Academic Purposes and Study Skills',
    pathways: [
      'BSc (Hons) Computing Science with Artificial Intelligence and Industrial Placement Year',
      'BEng (Hons) Electrical and Electronic Engineering with Renewable Energy Systems',
    ],
  }),
  ...SAMPLE_PROGRAMMES.slice(1, 3),
];

const meta = {
  title: 'Widgets/Programme Finder',
  component: ProgrammeFinder,
  args: {
    mode: 'browse',
    applyUrl: 'https://puente.example/auth',
    onProgrammeSelected: fn(),
    pageSize: 6,
  },
  beforeEach: ({ msw }) => msw.use(catalogue(SAMPLE_PROGRAMMES)),
  decorators: [withTypography],
} satisfies Meta<typeof ProgrammeFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a school's site: no account, every match the default 50% (a target option). */
export const Browse: Story = {};

/** With a student's profile handed in: real matches, bands and reasons. */
export const WithProfile: Story = { args: { profile: SAMPLE_STUDENT_INFO } };

/** Pressing Add to My Selections keeps the programme on the page ('Saved here') and tells the page which. */
export const ProgrammeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to My Selections' }));
    await expect(within(card).getByRole('button', { name: 'Saved here' })).toBeVisible();
    await expect(args.onProgrammeSelected).toHaveBeenCalledWith(SAMPLE_PROGRAMMES[0]);
  },
};

/** The signed-in student's finder: selections are saved, one is already Added. */
export const StudentMode: Story = {
  args: { mode: 'student', profile: SAMPLE_STUDENT_INFO, headingLevel: 1, applyUrl: '/?phase=1' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...studentData({
        studentInfo: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(11, SAMPLE_PROGRAMMES[1] ?? sampleProgramme())],
      }),
    ),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/foundation-programs')),
};

/** The profile is still on its way: heading and filters, the cards wait so no match changes under the eye. */
export const ProfileLoading: Story = {
  args: { mode: 'student', profileLoading: true },
  parameters: { showsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search programs' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading programs' })).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** A word from the page between the filters and the results (the site's profile reminder). */
export const WithNotice: Story = {
  args: {
    notice: (
      // The page's own words, in English in every story language.
      <p style={{ margin: 0 }} lang="en-GB">
        Every program shows the standard 50% match until you add your grades.
      </p>
    ),
  },
};

/** The fees in pounds and, beside them, pesos at the rate the page came with. */
export const FeesInPesos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    await expect(
      within(card).getByText('≈ $611,000 MXN a year (exchange rate of 28 November 2026)'),
    ).toBeVisible();
  },
};

/** No rate configured: the fees in pounds alone. */
export const WithoutExchangeRate: Story = {
  beforeEach: ({ msw }) => msw.use(catalogue(SAMPLE_PROGRAMMES, { exchangeRate: null })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(/\/year$/)).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/MXN/)).not.toBeInTheDocument();
  },
};

/** The catalogue holds nothing (yet). */
export const EmptyCatalogue: Story = {
  beforeEach: ({ msw }) => msw.use(catalogue([])),
};

/** A search that finds nothing: the SPEC message and Clear Filters. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search programs' }),
      'Oxford',
    );
    await expect(
      await canvas.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/foundation-programs', 503, 'The catalogue is being updated')),
};

/** 1,200 programmes: the server pages them, so only one page is on screen. */
export const ManyResults: Story = {
  args: { pageSize: 20 },
  beforeEach: ({ msw }) => msw.use(catalogue(manySampleProgrammes(1200))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 60', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const LongNames: Story = {
  beforeEach: ({ msw }) => msw.use(catalogue(LONG_NAMES)),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { args: { profile: SAMPLE_STUDENT_INFO }, globals: { theme: 'dark' } };

/** Scottish engineering programmes, cheap and dear, one of them closed, for choosing among. */
const SCOTLAND = [
  ...SCOTTISH_ENGINEERING_PROGRAMMES,
  sampleProgramme({
    id: 24,
    universityName: 'University of Stirling',
    programName: 'Engineering Foundation – Stirling',
    subject: 'Engineering',
    region: 'Stirling, Scotland',
    tuitionFees: 17500,
    applicationDeadline: '2026-01-15',
    requirements:
      'IELTS 5.0 (minimum 5.0 in each component), High School 70%, Math 65%, Science 60%',
    rank: '#60',
  }),
  ...SAMPLE_PROGRAMMES,
];

/** Engineering in Scotland under £20,000, soonest deadline first: a preset search. */
export const Narrowed: Story = {
  args: {
    search: {
      ...DEFAULT_FINDER_SEARCH,
      subject: 'Engineering',
      region: 'Scotland',
      maxFees: 20_000,
      sort: 'deadline',
    },
  },
  beforeEach: ({ msw }) => msw.use(catalogue(SCOTLAND)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: 'Engineering Foundation – Strathclyde' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Sorted by fees, lowest first, with every control in view. */
export const SortedByFees: Story = {
  args: { search: { ...DEFAULT_FINDER_SEARCH, sort: 'fees' }, profile: SAMPLE_STUDENT_INFO },
  beforeEach: ({ msw }) => msw.use(catalogue(SCOTLAND)),
};

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A deadline in 6 days looks unlike one in 8 months: a warning badge, in words and an icon. */
export const DeadlineSoon: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      catalogue([
        sampleProgramme({ id: 1, applicationDeadline: inDays(6) }),
        sampleProgramme({
          id: 2,
          programName: 'Engineering Foundation – Leeds',
          applicationDeadline: inDays(240),
        }),
      ]),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const soon = await canvas.findByRole('article', { name: /Computer Science$/ });
    await expect(within(soon).getByText('Closes in 6 days')).toBeVisible();
    const later = canvas.getByRole('article', { name: 'Engineering Foundation – Leeds' });
    await expect(within(later).getByText('Closes in 7 months')).toBeVisible();
  },
};

/** A card's Details opened: why the match, what the percentage means, rank, starts, requirements, pathways. */
export const DetailsOpen: Story = {
  args: { profile: SAMPLE_STUDENT_INFO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: /Computer Science$/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    await expect(within(card).getByRole('list', { name: 'Why this match' })).toBeVisible();
    await expect(within(card).getByText('Grade requirements')).toBeVisible();
  },
};

/** Passed deadlines shown too: they sink to the end and say so. */
export const PassedDeadlines: Story = {
  args: { search: { ...DEFAULT_FINDER_SEARCH, open: false, region: 'Scotland' } },
  beforeEach: ({ msw }) => msw.use(catalogue(SCOTLAND)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stirling = await canvas.findByRole('article', {
      name: 'Engineering Foundation – Stirling',
    });
    await expect(within(stirling).getByText('Deadline passed')).toBeVisible();
  },
};

/** Nothing under £15,000: the empty state names the filter and offers to drop it alone. */
export const NoResultsBecauseOfOneFilter: Story = {
  args: { search: { ...DEFAULT_FINDER_SEARCH, maxFees: 15_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Remove “Fees up to £15,000”' }),
    ).toBeVisible();
  },
};

/** Presses Compare on the first `count` cards and opens the comparison. */
const compare =
  (count: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    const buttons = canvas.getAllByRole('button', { name: /^Compare$/ });
    for (const button of buttons.slice(0, count)) await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare side by side' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Compare programs' });
    await expect(within(dialog).getAllByRole('columnheader')).toHaveLength(count + 1);
  };

/** One programme chosen to compare: the dialog asks for another. */
export const CompareOne: Story = {
  args: { profile: SAMPLE_STUDENT_INFO },
  play: compare(1),
};

/** Two programmes side by side. */
export const CompareTwo: Story = {
  args: { profile: SAMPLE_STUDENT_INFO },
  play: compare(2),
};

/** Three, the most: the other cards' Compare buttons wait. */
export const CompareThree: Story = {
  args: { profile: SAMPLE_STUDENT_INFO },
  play: compare(3),
};

/** On a phone the comparison swipes one programme at a time. */
export const CompareMobile: Story = {
  args: { profile: SAMPLE_STUDENT_INFO },
  globals: { viewport: { value: 'mobile' } },
  play: compare(3),
};

/** The real `<puente-programme-finder>`, in its shadow root, as a school embeds it. */
function EmbeddedFinder({
  theme,
  preset = {},
}: {
  theme: 'light' | 'dark';
  preset?: Record<string, string>;
}) {
  useEffect(() => {
    void import('@puente/widgets/elements');
  }, []);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('puente-programme-finder') as HTMLElement & {
      profile: unknown;
    };
    element.setAttribute('theme', theme);
    element.setAttribute('page-size', '4');
    element.setAttribute('apply-url', 'https://puente.example/auth');
    element.profile = { ...SAMPLE_STUDENT_INFO, firstName: sampleUser.firstName };
    for (const [name, value] of Object.entries(preset)) element.setAttribute(name, value);
    host.current?.append(element);
    return () => element.remove();
  }, [theme, preset]);
  return <div ref={host} />;
}

export const AsCustomElement: Story = {
  render: () => <EmbeddedFinder theme="light" />,
};

export const AsCustomElementDark: Story = {
  render: () => <EmbeddedFinder theme="dark" />,
  globals: { theme: 'dark' },
};

const SCOTTISH_ENGINEERING = { subject: 'Engineering', region: 'Scotland', sort: 'deadline' };

/** A school's preset finder: `subject="Engineering" region="Scotland" sort="deadline"`. */
export const AsCustomElementPreset: Story = {
  beforeEach: ({ msw }) => msw.use(catalogue(SCOTLAND)),
  render: () => <EmbeddedFinder theme="light" preset={SCOTTISH_ENGINEERING} />,
};
