import { emptyStatement, type PersonalStatement, UCAS_2026_QUESTIONS } from '@puente/core';
import { Button } from '@puente/ui';
import { StatementBuilder } from '@puente/widgets';
import '@puente/widgets/elements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { onPage } from '../ui/surface';

const SENTENCE =
  'Fixing radios with my grandfather in Guadalajara taught me how electricity moves through a circuit. ';

/** A free statement of exactly `length` characters, in paragraphs. */
const freeText = (length: number) =>
  SENTENCE.repeat(Math.ceil(length / SENTENCE.length) + 1)
    .replace(/(.{700}) /g, '$1\n\n')
    .slice(0, length);

const statement = (overrides: Partial<PersonalStatement>): PersonalStatement => ({
  ...emptyStatement(),
  ...overrides,
});

const meta = {
  title: 'Widgets/Statement Builder',
  component: StatementBuilder,
  args: {
    initialStatement: emptyStatement(),
    onSave: fn(async () => {}),
    onFinalize: fn(),
    // The page's own button, in English in every story language.
    backAction: (
      <Button variant="ghost" lang="en-GB">
        Back to Programs
      </Button>
    ),
  },
  decorators: [onPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatementBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

const saveDraft = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Draft' }));

export const Empty: Story = {};

export const Written: Story = {
  args: { initialStatement: statement({ text: freeText(1800) }) },
};

/** Above 3,500 characters the counter turns amber. */
export const NearLimit: Story = {
  args: { initialStatement: statement({ text: freeText(3650) }) },
  play: async ({ canvasElement }) => {
    const counter = await within(canvasElement).findByText('3,650 / 4,000 characters');
    await expect(counter.closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Above 4,000 characters (and 47 lines) it turns red; saving still works. */
export const OverLimit: Story = {
  args: { initialStatement: statement({ text: freeText(4150) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/150 over the 4,000-character limit/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  },
};

/** UCAS's three questions for 2026 entry: one answer done, one short, one empty. */
export const UcasFormat: Story = {
  name: 'UCAS format',
  args: {
    initialStatement: statement({
      format: 'ucas-2026',
      answers: [SENTENCE.repeat(5).trim(), SENTENCE.repeat(2).trim(), ''],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('textbox', { name: `2. ${UCAS_2026_QUESTIONS[1]}` });
    await expect(second).toHaveAccessibleDescription(/more needed \(at least 350\)/);
  },
};

/** Save Draft pressed, and the save has not answered yet. */
export const Saving: Story = {
  args: {
    initialStatement: statement({ text: freeText(900) }),
    onSave: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), ' More.');
    await saveDraft(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Saved: the toast and the badge for 3 seconds. */
export const SavedBadge: Story = {
  args: { initialStatement: statement({ text: freeText(900) }) },
  play: async ({ canvasElement }) => {
    await saveDraft(canvasElement);
    await expect(await within(canvasElement).findByText('Draft saved')).toBeVisible();
    await expect(await screen.findByText('Personal statement saved')).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  args: {
    initialStatement: statement({ text: freeText(900) }),
    onSave: fn(async () => {
      throw new Error('503: The server is taking a break');
    }),
  },
  play: async ({ canvasElement }) => {
    await saveDraft(canvasElement);
    await expect(await screen.findByText('503: The server is taking a break')).toBeInTheDocument();
  },
};

/** Check Spelling: the browser marks misspellings; the editor says so. */
export const CheckSpelling: Story = {
  args: { initialStatement: statement({ text: 'I have allways wanted to studdy enginering.' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check Spelling' }));
    await expect(canvas.getByText(/Your browser checks the spelling/)).toBeVisible();
  },
};

export const Dark: Story = {
  args: { initialStatement: statement({ text: freeText(3650) }) },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { initialStatement: statement({ format: 'ucas-2026' }) },
  globals: { viewport: { value: 'mobile' } },
};

/** `<puente-statement-builder>` as a school site embeds it: no session, the draft kept in the browser. */
function EmbeddedElement({ format, theme }: { format: string; theme: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('puente-statement-builder');
    element.setAttribute('format', format);
    element.setAttribute('theme', theme);
    element.setAttribute('storage-key', `story-statement-${format}`);
    slot.current?.append(element);
    return () => element.remove();
  }, [format, theme]);
  return <div ref={slot} style={{ width: '100%' }} />;
}

export const Element: Story = {
  render: (_args, { globals }) => (
    <EmbeddedElement format="ucas-2026" theme={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
  parameters: { puenteProvider: false },
  play: async ({ canvasElement }) => {
    // The element is added by an effect, after the story first renders.
    await waitFor(() =>
      expect(
        canvasElement
          .querySelector('puente-statement-builder')
          ?.shadowRoot?.querySelector('textarea'),
      ).toBeTruthy(),
    );
  },
};
