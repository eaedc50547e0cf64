import {
  type Assistant,
  AssistantError,
  createCannedAssistant,
  DRAFT_HINTS,
  NO_DELAYS,
  type Outline,
  QUESTIONNAIRE,
  REGENERATED_PARAGRAPH_TWO,
} from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { heldAssistant } from '@puente/ui/testing/held-assistant';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementWizard, type StatementWizardProps } from './statement-wizard';
import type { WizardState } from './use-statement-wizard';

/** An assistant whose outline and review wait until the test releases them. */
const heldAnswers = () =>
  heldAssistant(['generateOutline', 'regenerateOutline', 'reviewStatement']);

function renderWizard(props: Partial<StatementWizardProps> = {}, assistant?: Assistant) {
  const user = userEvent.setup();
  const onFeedbackReady = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <PuenteProvider theme="light" delays={NO_DELAYS} assistant={assistant}>
      <StatementWizard onFeedbackReady={onFeedbackReady} onCancel={onCancel} {...props} />
    </PuenteProvider>,
  );
  return { user, onFeedbackReady, onCancel, ...view };
}

type Wizard = ReturnType<typeof renderWizard>;

const question = (index: number) =>
  screen.getByRole('textbox', { name: QUESTIONNAIRE[index]?.question });
const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
const stepTitle = () => screen.getByRole('heading', { level: 2 });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

async function answer({ user }: Wizard, answers: Record<number, string>) {
  for (const [index, text] of Object.entries(answers)) {
    await user.type(question(Number(index)), text);
  }
}

async function toOutline(wizard: Wizard) {
  await answer(wizard, { 0: 'I translated for patients at a clinic' });
  await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
  await screen.findByRole('heading', { level: 2, name: 'Your outline' });
}

const OUTLINE: Outline = {
  introduction: 'Open with the clinic.',
  paragraphOne: 'Robotics club.',
  paragraphTwo: 'Studying in English.',
};

const atDraft: WizardState = {
  step: 'draft',
  answers: { motivation: 'Medicine' },
  outline: OUTLINE,
  editing: [],
  feedback: '',
  draft: { introduction: '', paragraphOne: '', paragraphTwo: '' },
};

describe('statement wizard: questionnaire', { timeout: 20_000 }, () => {
  it('shows the five questions with their placeholders and tips, and no axe violations', async () => {
    const { container } = renderWizard();
    expect(currentStep()).toBe('1. Questionnaire');
    for (const [index, item] of QUESTIONNAIRE.entries()) {
      expect(question(index)).toHaveAttribute('placeholder', item.placeholder);
      expect(screen.getByRole('button', { name: `Tip: ${item.tooltip}` })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with nothing answered, blocks with No Questions Answered (blank answers do not count)', async () => {
    const wizard = renderWizard();
    await answer(wizard, { 1: '   ' });
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    // The first toast of the page waits for the toast code to arrive.
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('No Questions Answered')).toBeVisible();
    expect(
      toasts().getByText('Please answer at least one question to help generate your outline.'),
    ).toBeVisible();
    expect(stepTitle()).toHaveTextContent('Tell us about yourself');
  });

  it('with some unanswered, warns with Some Questions Unanswered and still makes the outline', async () => {
    const wizard = renderWizard();
    await toOutline(wizard);
    expect(toasts().getByText('Some Questions Unanswered')).toBeVisible();
    expect(
      toasts().getByText(
        'You can continue, but answering more questions will help create a better outline.',
      ),
    ).toBeVisible();
    expect(currentStep()).toBe('2. Outline');
    expect(screen.getByText(/I translated for patients at a clinic/)).toBeVisible();
  });

  it('with all five answered, goes to the outline with no notice', async () => {
    const wizard = renderWizard();
    await answer(wizard, { 0: 'a', 1: 'b', 2: 'c', 3: 'd', 4: 'e' });
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    expect(await screen.findByRole('heading', { name: 'Your outline' })).toHaveFocus();
    expect(screen.queryByText('Some Questions Unanswered')).toBeNull();
  });

  it('shows progress while the outline is generated, and Cancel stops it and leaves', async () => {
    const { assistant, release } = heldAnswers();
    const wizard = renderWizard({}, assistant);
    await answer(wizard, { 0: 'Chemistry' });
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    expect(screen.getByRole('progressbar', { name: 'Generating your outline...' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(question(0)).toBeDisabled();

    release();
    expect(await screen.findByRole('heading', { name: 'Your outline' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await wizard.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(wizard.onCancel).toHaveBeenCalledOnce();
  });
});

describe('statement wizard: outline', { timeout: 20_000 }, () => {
  it('each section toggles Edit / Done, and the edit stays', async () => {
    const wizard = renderWizard();
    await toOutline(wizard);
    for (const name of ['Introduction', 'Paragraph One', 'Paragraph Two']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await wizard.user.click(screen.getByRole('button', { name: 'Edit Introduction' }));
    const field = screen.getByRole('textbox', { name: 'Introduction' });
    await wizard.user.clear(field);
    await wizard.user.type(field, 'Start with the night at the clinic.');
    expect(screen.getByRole('button', { name: 'Edit Paragraph One' })).toBeVisible();
    await wizard.user.click(screen.getByRole('button', { name: 'Done Introduction' }));
    expect(screen.queryByRole('textbox', { name: 'Introduction' })).toBeNull();
    expect(screen.getByText('Start with the night at the clinic.')).toBeVisible();
    expect(await axeViolations(wizard.container)).toEqual([]);
  });

  it('Regenerate Outline sends the questionnaire’s answers with the feedback, in the student’s language', async () => {
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    const regenerateOutline = vi.fn(canned.regenerateOutline);
    const wizard = renderWizard(
      { initialState: { ...atDraft, step: 'outline' } },
      { ...canned, regenerateOutline },
    );
    await wizard.user.type(
      screen.getByRole('textbox', { name: 'Feedback on the outline' }),
      'More about my goals',
    );
    await wizard.user.click(screen.getByRole('button', { name: 'Regenerate Outline' }));
    expect(await toasts().findByText('Outline Regenerated')).toBeVisible();
    expect(regenerateOutline).toHaveBeenCalledWith(
      OUTLINE,
      'More about my goals',
      expect.objectContaining({ answers: { motivation: 'Medicine' }, locale: 'en-GB' }),
    );
  });

  it('Regenerate Outline needs feedback, then replaces paragraph two only', async () => {
    const { assistant, release } = heldAnswers();
    const wizard = renderWizard({ initialState: { ...atDraft, step: 'outline' } }, assistant);
    await wizard.user.click(screen.getByRole('button', { name: 'Regenerate Outline' }));
    expect(toasts().getByText('Feedback Required')).toBeVisible();
    expect(
      toasts().getByText('Please provide some feedback before regenerating the outline.'),
    ).toBeVisible();

    await wizard.user.type(
      screen.getByRole('textbox', { name: 'Feedback on the outline' }),
      'More about my goals',
    );
    await wizard.user.click(screen.getByRole('button', { name: 'Regenerate Outline' }));
    expect(
      screen.getByRole('progressbar', { name: 'Regenerating paragraph two...' }),
    ).toBeVisible();
    release();

    expect(await toasts().findByText('Outline Regenerated')).toBeVisible();
    expect(screen.getByText(REGENERATED_PARAGRAPH_TWO)).toBeVisible();
    expect(screen.getByText(OUTLINE.introduction)).toBeVisible();
    expect(screen.getByText(OUTLINE.paragraphOne)).toBeVisible();
    expect(screen.queryByText(OUTLINE.paragraphTwo)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Feedback on the outline' })).toHaveValue('');
  });

  it('Back returns to the questionnaire with the answers kept', async () => {
    const wizard = renderWizard();
    await toOutline(wizard);
    await wizard.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('1. Questionnaire');
    expect(question(0)).toHaveValue('I translated for patients at a clinic');
  });
});

describe('statement wizard: first draft', { timeout: 20_000 }, () => {
  it('blocks feedback with No Content Added under 10 characters', async () => {
    const wizard = renderWizard({ initialState: atDraft });
    await wizard.user.type(screen.getByRole('textbox', { name: 'Introduction' }), 'Too short');
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Feedback' }));
    expect(toasts().getByText('No Content Added')).toBeVisible();
    expect(
      toasts().getByText(
        'Please write at least a few words in one of the sections before requesting feedback.',
      ),
    ).toBeVisible();
    expect(wizard.onFeedbackReady).not.toHaveBeenCalled();
  });

  it('warns with Limited Content under 100 characters, shows progress, then hands over the review', async () => {
    const { assistant, release } = heldAnswers();
    const wizard = renderWizard({ initialState: atDraft }, assistant);
    await wizard.user.type(
      screen.getByRole('textbox', { name: 'Introduction' }),
      'I love science.',
    );
    await wizard.user.type(
      screen.getByRole('textbox', { name: 'Paragraph Two' }),
      'I lead a club.',
    );
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Feedback' }));
    expect(toasts().getByText('Limited Content')).toBeVisible();
    expect(
      toasts().getByText(
        'Your draft is quite short. Consider adding more details for better feedback.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Generating feedback on your draft...' }),
    ).toBeVisible();
    release();

    await waitFor(() => expect(wizard.onFeedbackReady).toHaveBeenCalledOnce());
    const [handover] = wizard.onFeedbackReady.mock.calls[0] ?? [];
    expect(handover.draft).toBe('I love science.\n\nI lead a club.');
    expect(handover.review).toMatchObject({ wordCount: 7, commentCount: 2, score: 8.5 });
  });

  it('shows the feedback hints once a section holds more than 20 characters', async () => {
    const wizard = renderWizard({ initialState: atDraft });
    const intro = screen.getByRole('textbox', { name: 'Introduction' });
    expect(intro).toHaveAccessibleDescription(`Outline: ${OUTLINE.introduction}`);
    await wizard.user.type(intro, 'x'.repeat(20));
    expect(screen.queryByRole('region', { name: 'Feedback hints' })).toBeNull();
    await wizard.user.type(intro, 'x');
    const hints = within(screen.getByRole('region', { name: 'Feedback hints' }));
    for (const hint of DRAFT_HINTS) expect(hints.getByText(hint)).toBeVisible();
    expect(await axeViolations(wizard.container)).toEqual([]);
  });

  it('a long enough draft goes straight to feedback; Back returns to the outline', async () => {
    const onStateChange = vi.fn();
    const wizard = renderWizard({ initialState: atDraft, onStateChange });
    await wizard.user.click(screen.getByRole('textbox', { name: 'Paragraph One' }));
    await wizard.user.paste('y'.repeat(120));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        draft: expect.objectContaining({ paragraphOne: 'y'.repeat(120) }),
      }),
    );
    await wizard.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('2. Outline');
    await wizard.user.click(screen.getByRole('button', { name: 'Write First Draft' }));
    expect(screen.getByRole('textbox', { name: 'Paragraph One' })).toHaveValue('y'.repeat(120));

    await wizard.user.click(screen.getByRole('button', { name: 'Generate Feedback' }));
    await waitFor(() => expect(wizard.onFeedbackReady).toHaveBeenCalledOnce());
    expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').not.toMatch(
      /Limited Content|No Content Added/,
    );
  });
});

describe('statement wizard with a model', { timeout: 20_000 }, () => {
  /** A model's assistant whose outline waits until stopped, or fails with `error`. */
  function modelAssistant(error?: Error) {
    return {
      ...createCannedAssistant({ delays: NO_DELAYS }),
      streams: true as const,
      generateOutline: (_answers, options) =>
        new Promise<Outline>((_resolve, reject) => {
          if (error) reject(error);
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        }),
    } satisfies Assistant & { streams: true };
  }

  it('Stop cancels the outline on its way and keeps the answers', async () => {
    const wizard = renderWizard({}, modelAssistant());
    await answer(wizard, { 0: 'I translated for patients at a clinic' });
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    await wizard.user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(stepTitle()).toHaveTextContent('Tell us about yourself');
    expect(question(0)).toHaveValue('I translated for patients at a clinic');
    expect(screen.getByRole('button', { name: 'Generate Outline' })).toBeEnabled();
  });

  it('says kindly that a daily limit was reached', async () => {
    const wizard = renderWizard(
      {},
      modelAssistant(new AssistantError('It will be back in 5 hours.', 429, 18_000)),
    );
    await answer(wizard, { 0: 'I translated for patients at a clinic' });
    await wizard.user.click(screen.getByRole('button', { name: 'Generate Outline' }));
    expect(await toasts().findByText('Daily limit reached')).toBeVisible();
    expect(toasts().getByText('It will be back in 5 hours.')).toBeVisible();
    expect(question(0)).toHaveValue('I translated for patients at a clinic');
  });
});
