import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomElement, elementArgTypes, elementParameters } from '../support/custom-element';

const TAG = 'puente-counselor-check-in';

// `<puente-counselor-check-in>`: a counselor's check-in with a student. A line comment, not JSDoc:
// the Docs addon would add JSDoc as a second `parameters` key, replacing the one below.
const meta = {
  title: 'Elements/<puente-counselor-check-in>',
  tags: ['autodocs'],
  render: (attributes) => <CustomElement tagName={TAG} attributes={attributes} />,
  argTypes: elementArgTypes(TAG),
  args: { 'check-in': '1' },
  parameters: elementParameters(TAG),
} satisfies Meta<Record<string, string | undefined>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
