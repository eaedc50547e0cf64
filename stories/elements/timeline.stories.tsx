import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomElement, elementArgTypes, elementParameters } from '../support/custom-element';

const TAG = 'puente-timeline';

// `<puente-timeline>`: the application timeline for one deadline. A line comment, not JSDoc: the
// Docs addon would add JSDoc as a second `parameters` key, replacing the one below.
const meta = {
  title: 'Elements/<puente-timeline>',
  tags: ['autodocs'],
  render: (attributes) => <CustomElement tagName={TAG} attributes={attributes} maxWidth="44rem" />,
  argTypes: elementArgTypes(TAG),
  args: { deadline: '2027-01-15', now: '2026-12-20', 'statement-url': '#statement' },
  parameters: elementParameters(TAG),
} satisfies Meta<Record<string, string | undefined>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
