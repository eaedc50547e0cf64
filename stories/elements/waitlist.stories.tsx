import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomElement, elementArgTypes, elementParameters } from '../support/custom-element';

const TAG = 'puente-waitlist';

// `<puente-waitlist>`: the counselors' waitlist, inline or as a button and dialog. A line comment,
// not JSDoc: the Docs addon would add JSDoc as a second `parameters` key, replacing the one below.
const meta = {
  title: 'Elements/<puente-waitlist>',
  tags: ['autodocs'],
  render: (attributes) => <CustomElement tagName={TAG} attributes={attributes} maxWidth="32rem" />,
  argTypes: elementArgTypes(TAG),
  args: { mode: 'button' },
  parameters: elementParameters(TAG),
} satisfies Meta<Record<string, string | undefined>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
