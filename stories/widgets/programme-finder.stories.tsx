import {
  manySampleProgrammes,
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { ProgrammeFinder, puenteRoot } from '@puente/widgets';
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
  decorators: [
    // The widgets' typography, as an element or the site puts around them.
    (Story) => (
      <div className={puenteRoot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgrammeFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a school's site: no account, every match the default 80%. */
export const Browse: Story = {};

/** With a student's profile handed in: real matches, bands and reasons. */
export const WithProfile: Story = { args: { profile: SAMPLE_STUDENT_INFO } };

/** Pressing Add to My Selections tells the page which programme. */
export const ProgrammeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to My Selections' }));
    await expect(within(card).getByRole('button', { name: 'Added' })).toBeVisible();
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
      <p style={{ margin: 0 }}>
        Every program shows the standard 80% match until you add your grades.
      </p>
    ),
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

/** The real `<puente-programme-finder>`, in its shadow root, as a school embeds it. */
function EmbeddedFinder({ theme }: { theme: 'light' | 'dark' }) {
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
    host.current?.append(element);
    return () => element.remove();
  }, [theme]);
  return <div ref={host} />;
}

export const AsCustomElement: Story = {
  render: () => <EmbeddedFinder theme="light" />,
};

export const AsCustomElementDark: Story = {
  render: () => <EmbeddedFinder theme="dark" />,
  globals: { theme: 'dark' },
};
