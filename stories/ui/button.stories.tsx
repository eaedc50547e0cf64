import { Button, type ButtonSize, type ButtonVariant } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formWidth, Row, surfaceMeta } from './surface';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'UI/Button',
  tags: ['autodocs'],
  component: Button,
  ...surfaceMeta,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save Draft' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Book a Demo' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Remove' } };

/** Every variant in every size. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <>
      {sizes.map((size) => (
        <Row key={size}>
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </Row>
      ))}
    </>
  ),
};

/** Busy: a spinner, aria-busy, and presses are ignored. */
export const Loading: Story = {
  args: { loading: true, children: 'Signing in...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingInEveryVariant: Story = {
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant} loading>
          Saving...
        </Button>
      ))}
    </Row>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Row>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Create Account' },
  decorators: [formWidth],
};

/** `asChild`: a real link with the button's look (it keeps the link role). */
export const AsLink: Story = {
  render: (args) => (
    <Row>
      <Button {...args} asChild>
        <a href="#programmes">Find Programs</a>
      </Button>
      <Button {...args} asChild variant="outline">
        <a href="#dashboard">Back to Dashboard</a>
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find Programs' });
    await expect(link).toHaveAttribute('href', '#programmes');
  },
};

/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const LongLabel: Story = {
  args: { children: 'Apply Now on UCAS for the University of Edinburgh International Foundation' },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { ...AllVariantsAndSizes, globals: { theme: 'dark' } };
