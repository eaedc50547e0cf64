import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomElement, elementArgTypes, elementParameters } from '../support/custom-element';

const TAG = 'puente-programme-finder';

// `<puente-programme-finder>`: the programme finder: search, filters, cards and picks kept on the
// school's page. A line comment, not JSDoc: the Docs addon would add JSDoc as a second
// `parameters` key, replacing the one below.
const meta = {
  title: 'Elements/<puente-programme-finder>',
  tags: ['autodocs'],
  render: (attributes) => <CustomElement tagName={TAG} attributes={attributes} />,
  argTypes: elementArgTypes(TAG),
  args: { 'page-size': '4', 'apply-url': 'https://puente.example/auth' },
  parameters: elementParameters(TAG),
} satisfies Meta<Record<string, string | undefined>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
