import { Button, Dialog, TextField } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Row, surfaceMeta } from './surface';

interface ExampleProps {
  defaultOpen?: boolean;
  size?: 'md' | 'lg';
  long?: boolean;
}

const paragraph =
  "King's College London's International Foundation Programme prepares you for undergraduate study in London: academic English, study skills and subject modules taught on the Strand campus, with a guaranteed interview for progression.";

/** A confirmation dialog as the product uses it: title, description, actions (the example's words are English in every story language). */
function RemoveSelection({ defaultOpen = false, size = 'md', long = false }: ExampleProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" lang="en-GB">
          Remove
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Title>Remove this program?</Dialog.Title>
        <Dialog.Description>
          University of Edinburgh International Foundation Programme will be removed from your
          selected programs.
        </Dialog.Description>
        {long
          ? Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same paragraph repeated
              <p key={index} style={{ marginTop: '1rem' }}>
                {paragraph}
              </p>
            ))
          : null}
        <div style={{ marginTop: '1.5rem' }}>
          <Row>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" lang="en-GB">
                Cancel
              </Button>
            </Dialog.CloseTrigger>
            <Button variant="destructive" lang="en-GB">
              Remove
            </Button>
          </Row>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog',
  tags: ['autodocs'],
  component: RemoveSelection,
  ...surfaceMeta,
} satisfies Meta<typeof RemoveSelection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove this program?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Closed: Story = {};

/** Opened from its trigger; focus moves into the dialog. */
export const OpenedFromTrigger: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this program?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape closes it and focus returns to the trigger. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this program?' });
    // Escape once the dialog has taken focus, as a user presses it on a dialog they see.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

/** Content taller than the screen scrolls inside the dialog. */
export const LongContent: Story = { args: { defaultOpen: true, long: true } };

/** The example's words are English in every story language; the dialog's own (Close) are not. */
export const WithForm: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content>
        <div lang="en-GB">
          <Dialog.Title>Send Reminder</Dialog.Title>
          <Dialog.Description>Remind the students whose essays are overdue.</Dialog.Description>
          <div style={{ marginBlock: '1rem' }}>
            <TextField label="Subject" defaultValue="Your essay draft is due" />
          </div>
          <Button>Send Reminder</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
