import {
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { FoundationProgrammesScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { catalogue, pendingForever, studentData } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/foundation-programs – Programme finder',
  component: FoundationProgrammesScreen,
  ...hostScreenMeta(paths.foundationPrograms.getHref()),
  beforeEach: ({ msw }) =>
    msw.use(
      catalogue(SAMPLE_PROGRAMMES),
      ...studentData({
        studentInfo: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(11, SAMPLE_PROGRAMMES[0] ?? sampleProgramme())],
      }),
    ),
} satisfies Meta<typeof FoundationProgrammesScreen>;

/** Matched on the saved profile, one programme already Added. */
export const WithProfile: HostStory = {};

/** No profile yet: the default 80% and a way to the profile. */
export const NoProfile: HostStory = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

export const Loading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/student-info')),
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };
