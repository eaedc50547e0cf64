import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomElement, elementArgTypes, elementParameters } from '../support/custom-element';

const TAG = 'puente-statement-builder';

// `<puente-statement-builder>`: the personal statement builder, keeping its draft in the browser.
// A line comment, not JSDoc: the Docs addon would add JSDoc as a second `parameters` key,
// replacing the one below.
const meta = {
  title: 'Elements/<puente-statement-builder>',
  tags: ['autodocs'],
  render: (attributes) => <CustomElement tagName={TAG} attributes={attributes} maxWidth="56rem" />,
  argTypes: elementArgTypes(TAG),
  args: { format: 'ucas-2026', 'storage-key': 'story-element-statement' },
  parameters: elementParameters(TAG),
} satisfies Meta<Record<string, string | undefined>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
