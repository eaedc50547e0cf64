import { FoundationYearIntroScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/foundation-year-intro – Foundation year intro',
  component: FoundationYearIntroScreen,
  decorators: [hostScreen(paths.foundationYearIntro.getHref())],
  parameters: { ...hostParameters },
} satisfies Meta<typeof FoundationYearIntroScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
