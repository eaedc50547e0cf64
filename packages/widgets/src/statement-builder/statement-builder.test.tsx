import {
  decodeStatement,
  emptyStatement,
  encodeStatement,
  NO_DELAYS,
  type PersonalStatement,
  STATEMENT_TOPICS,
  UCAS_2026_QUESTIONS,
} from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { deferred } from '@puente/ui/testing/fake-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementBuilder, type StatementBuilderProps } from './statement-builder';

function renderBuilder(
  props: Partial<StatementBuilderProps> = {},
  delays: Partial<typeof NO_DELAYS> = NO_DELAYS,
) {
  const user = userEvent.setup();
  const onSave = vi.fn<StatementBuilderProps['onSave']>(async () => {});
  const view = render(
    <PuenteProvider theme="light" delays={delays}>
      <StatementBuilder initialStatement={emptyStatement()} onSave={onSave} {...props} />
    </PuenteProvider>,
  );
  return { user, onSave, ...view };
}

const statementBox = () => screen.getByRole('textbox', { name: 'Your personal statement' });
const answerBox = (index: number) =>
  screen.getByRole('textbox', { name: `${index + 1}. ${UCAS_2026_QUESTIONS[index]}` });
const counter = (text: string | RegExp) => {
  const found = screen.getByText(text).closest('[data-tone]');
  if (!found) throw new Error(`no counter ${text}`);
  return found;
};
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

async function write(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('statement builder', { timeout: 20_000 }, () => {
  it('counts characters: amber above 3,500 and red above 4,000, and says so in words', async () => {
    const { user } = renderBuilder();
    expect(counter('0 / 4,000 characters')).toHaveAttribute('data-tone', 'normal');
    expect(statementBox()).toHaveAccessibleDescription(/0 \/ 4,000 characters/);

    await write(user, statementBox(), 'a'.repeat(3500));
    expect(counter('3,500 / 4,000 characters')).toHaveAttribute('data-tone', 'normal');

    await write(user, statementBox(), 'a'.repeat(3501));
    expect(counter('3,501 / 4,000 characters')).toHaveAttribute('data-tone', 'warning');
    expect(counter('3,501 / 4,000 characters')).toHaveTextContent(
      'Approaching the 4,000-character limit',
    );

    await write(user, statementBox(), 'a'.repeat(4000));
    expect(counter('4,000 / 4,000 characters')).toHaveAttribute('data-tone', 'warning');

    await write(user, statementBox(), 'a'.repeat(4001));
    const over = counter('4,001 / 4,000 characters');
    expect(over).toHaveAttribute('data-tone', 'danger');
    expect(over).toHaveTextContent('1 over the 4,000-character limit');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it('counts lines as UCAS does, against 47', async () => {
    const { user } = renderBuilder();
    await write(user, statementBox(), `${'word '.repeat(19)}word\n\nSecond paragraph`);
    // 99 characters wrap to 2 lines, then a blank line and one more.
    expect(counter('4 / 47 lines')).toHaveAttribute('data-tone', 'normal');

    await write(user, statementBox(), Array.from({ length: 48 }, () => 'Line').join('\n'));
    expect(counter('48 / 47 lines')).toHaveAttribute('data-tone', 'danger');
    expect(counter('48 / 47 lines')).toHaveTextContent("over UCAS's 47 lines");
  });

  it('in UCAS 2026 format counts each answer against 350 and all three against 4,000', async () => {
    const { user } = renderBuilder({ initialStatement: emptyStatement('ucas-2026') });
    expect(screen.queryByRole('textbox', { name: 'Your personal statement' })).toBeNull();
    for (const index of [0, 1, 2]) {
      expect(answerBox(index)).toHaveAccessibleDescription(/0 characters – 350 more needed/);
    }

    await write(user, answerBox(0), 'b'.repeat(349));
    expect(answerBox(0)).toHaveAccessibleDescription(
      '349 characters – 1 more needed (at least 350)',
    );
    await write(user, answerBox(0), 'b'.repeat(350));
    expect(answerBox(0)).toHaveAccessibleDescription('350 characters – at least 350 reached');
    await write(user, answerBox(1), 'c'.repeat(3200));
    expect(counter('3,550 / 4,000 characters')).toHaveAttribute('data-tone', 'warning');
    await write(user, answerBox(2), 'd'.repeat(451));
    expect(counter('4,001 / 4,000 characters')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText(/In total:/)).toBeVisible();
  });

  it('switching format keeps both drafts, and the format is saved with the statement', async () => {
    const { user, onSave } = renderBuilder({
      initialStatement: { format: 'free', text: 'My free text', answers: ['', '', ''] },
    });
    await user.click(screen.getByRole('radio', { name: /UCAS 2026 questions/ }));
    await write(user, answerBox(0), 'Because chemistry explains cooking.');
    await user.click(screen.getByRole('radio', { name: /Single statement/ }));
    expect(statementBox()).toHaveValue('My free text');
    await user.click(screen.getByRole('radio', { name: /UCAS 2026 questions/ }));
    expect(answerBox(0)).toHaveValue('Because chemistry explains cooking.');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const saved = onSave.mock.calls[0]?.[0] as PersonalStatement;
    expect(saved).toEqual({
      format: 'ucas-2026',
      text: 'My free text',
      answers: ['Because chemistry explains cooking.', '', ''],
    });
    expect(decodeStatement(encodeStatement(saved))).toEqual(saved);
  });

  it('Save Draft: Saving... while it saves, then the toast and the badge for the saved-badge delay', async () => {
    const held = deferred<void>();
    const { user, onSave } = renderBuilder({}, { ...NO_DELAYS, savedBadge: 500 });
    onSave.mockImplementation(() => held.promise);
    await write(user, statementBox(), 'I have loved chemistry since I was ten.');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.resolve();

    expect(await screen.findByText('Draft saved')).toBeVisible();
    expect(within(toasts()).getByText('Personal statement saved')).toBeVisible();
    expect(
      within(toasts()).getByText('Your personal statement has been saved successfully'),
    ).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Draft saved')).toBeNull(), { timeout: 5000 });
    expect(onSave).toHaveBeenCalledWith({
      format: 'free',
      text: 'I have loved chemistry since I was ten.',
      answers: ['', '', ''],
    });
  });

  it('a failed save shows the destructive Error toast with the message and keeps the edits', async () => {
    const onFinalize = vi.fn();
    const { user, onSave } = renderBuilder({ onFinalize });
    onSave.mockRejectedValue(new Error('503: The database is down'));
    await write(user, statementBox(), 'Draft text');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));

    expect(await within(toasts()).findByText('Error')).toBeVisible();
    expect(within(toasts()).getByText('503: The database is down')).toBeVisible();
    expect(onFinalize).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(statementBox()).toHaveValue('Draft text');
  });

  it('Finalize saves first, then finalizes; unsaved edits are reported as they change', async () => {
    const events: string[] = [];
    const { user, onSave } = renderBuilder({
      onFinalize: () => events.push('finalize'),
      onUnsavedChange: (unsaved) => events.push(unsaved ? 'unsaved' : 'saved'),
    });
    onSave.mockImplementation(async () => {
      events.push('save');
    });
    await user.type(statementBox(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(events).toEqual(['unsaved', 'save', 'saved', 'finalize']));
  });

  it('warns before the page unloads while edits are unsaved', async () => {
    const { user } = renderBuilder();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(statementBox(), 'x');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Personal statement saved');
    expect(unload()).toBe(false);
  });

  it("Check Spelling hands the text to the browser's spell checker and says so", async () => {
    const { user } = renderBuilder();
    expect(statementBox()).toHaveAttribute('spellcheck', 'true');
    await user.click(screen.getByRole('button', { name: 'Check Spelling' }));
    expect(statementBox()).toHaveFocus();
    expect(screen.getByText(/Your browser checks the spelling as you type/)).toBeVisible();
  });

  it('suggests topics, has no Finalize without a handler, and no axe violations', async () => {
    const { container } = renderBuilder({ initialStatement: emptyStatement('ucas-2026') });
    const topics = within(screen.getByRole('region', { name: 'Suggested topics' }));
    for (const topic of STATEMENT_TOPICS) expect(topics.getByText(topic.title)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
