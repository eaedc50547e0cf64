import { Avatar } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row, surfaceMeta } from './surface';

const meta = {
  title: 'UI/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  ...surfaceMeta,
  args: { name: 'Ana García' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials. */
export const Initials: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </Row>
  ),
};

export const WithPicture: Story = {
  args: { name: "King's College London", src: '/images/universities/kings-college-london.svg' },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = { args: { src: '/images/missing-picture.png' } };

/** One-word, long and accented names. */
export const Names: Story = {
  render: () => (
    <Row>
      {['Maya', 'Diego Hernández', 'María José de la Fuente Ortiz', 'Élodie Moreau', 'ñ'].map(
        (name) => (
          <Avatar key={name} name={name} />
        ),
      )}
    </Row>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
