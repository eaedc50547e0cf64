import {
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { FoundationProgrammesScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogue, pendingForever, studentData } from '../support/api-handlers';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/foundation-programs – Programme finder',
  component: FoundationProgrammesScreen,
  decorators: [hostScreen(paths.foundationPrograms.getHref())],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) =>
    msw.use(
      catalogue(SAMPLE_PROGRAMMES),
      ...studentData({
        studentInfo: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(11, SAMPLE_PROGRAMMES[0] ?? sampleProgramme())],
      }),
    ),
} satisfies Meta<typeof FoundationProgrammesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Matched on the saved profile, one programme already Added. */
export const WithProfile: Story = {};

/** No profile yet: the default 80% and a way to the profile. */
export const NoProfile: Story = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/student-info')),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
