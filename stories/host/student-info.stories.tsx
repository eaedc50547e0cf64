import { paths, StudentInfoScreen } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { studentData, withSavedProfile } from '../support/api-handlers';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/student-info – My profile',
  component: StudentInfoScreen,
  decorators: [hostScreen(paths.studentInfo.getHref())],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...studentData()),
} satisfies Meta<typeof StudentInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After /ukus: an empty profile and the tip toast. */
export const FirstVisit: Story = {};

/** From the avatar menu's My Profile: the saved values. */
export const MyProfile: Story = {
  beforeEach: withSavedProfile,
};

export const Mobile: Story = { ...MyProfile, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...MyProfile, globals: { theme: 'dark' } };
