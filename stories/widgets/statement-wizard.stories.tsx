import { type Assistant, createCannedAssistant, DEFAULT_DELAYS, type Outline } from '@puente/core';
import { StatementWizard, type WizardState } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { atOutlineOf } from '../support/statement-wizard';
import { onPage } from '../ui/surface';

/** The canned assistant, except that it never finishes: to look at each wait. */
const neverAnswers: Assistant = {
  ...createCannedAssistant({ delays: DEFAULT_DELAYS }),
  generateOutline: () => new Promise<Outline>(() => {}),
  regenerateOutline: () => new Promise<Outline>(() => {}),
  reviewStatement: () => new Promise(() => {}),
};

const ANSWERS = {
  motivation: 'Fixing radios with my grandfather made me want to understand electricity',
  experience: 'I built a solar phone charger for my class',
  goals: 'Become an electrical engineer and bring power to rural schools',
};

const atOutline = atOutlineOf(ANSWERS);

const atDraft: WizardState = { ...atOutline, step: 'draft' };

const DRAFT = {
  introduction:
    'The first time my grandfather let me hold the soldering iron, I understood that every radio is a small world of moving electricity.',
  paragraphOne:
    'Last year I built a solar charger for our classroom, testing three panel angles until it could charge six phones before lunch.',
  paragraphTwo: '',
};

const meta = {
  title: 'Widgets/Statement Wizard',
  component: StatementWizard,
  args: { onFeedbackReady: fn(), onCancel: fn(), onStateChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem' }}>
        <Story />
      </div>
    ),
    onPage,
  ],
} satisfies Meta<typeof StatementWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
/** A toast, once the SPEC's wait before it (1.5 s to regenerate the outline) has run. */
const toast = (title: string) => screen.findByText(title);

export const Questionnaire: Story = {};

/** Generate Outline with nothing answered: blocked. */
export const NoQuestionsAnswered: Story = {
  play: async () => {
    await press('Generate Outline');
    await expect(await toast('No Questions Answered')).toBeInTheDocument();
  },
};

/** One answer: a warning, then the outline is generated (the wait held here). */
export const GeneratingOutline: Story = {
  parameters: { assistant: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Why do you want to study this subject?' }),
      'I love how bridges carry people',
    );
    await press('Generate Outline');
    await expect(await toast('Some Questions Unanswered')).toBeInTheDocument();
    await expect(
      canvas.getByRole('progressbar', { name: 'Generating your outline...' }),
    ).toBeVisible();
  },
};

export const OutlineStep: Story = { args: { initialState: atOutline } };

export const OutlineEditing: Story = {
  args: { initialState: { ...atOutline, editing: ['introduction'] } },
};

/** Regenerate Outline with no feedback: blocked. */
export const FeedbackRequired: Story = {
  args: { initialState: atOutline },
  play: async () => {
    await press('Regenerate Outline');
    await expect(await toast('Feedback Required')).toBeInTheDocument();
  },
};

export const RegeneratingOutline: Story = {
  args: { initialState: { ...atOutline, feedback: 'Say more about my goals' } },
  parameters: { assistant: neverAnswers },
  play: async ({ canvasElement }) => {
    await press('Regenerate Outline');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Regenerating paragraph two...' }),
    ).toBeVisible();
  },
};

/** Regenerated: paragraph two replaced, 'Outline Regenerated'. */
export const OutlineRegenerated: Story = {
  args: { initialState: { ...atOutline, feedback: 'Say more about my goals' } },
  play: async () => {
    await press('Regenerate Outline');
    await expect(await toast('Outline Regenerated')).toBeInTheDocument();
  },
};

export const FirstDraft: Story = { args: { initialState: atDraft } };

/** A section past 20 characters: the feedback hints show. */
export const FirstDraftWithHints: Story = {
  args: { initialState: { ...atDraft, draft: DRAFT } },
};

export const NoContentAdded: Story = {
  args: { initialState: atDraft },
  play: async () => {
    await press('Generate Feedback');
    await expect(await toast('No Content Added')).toBeInTheDocument();
  },
};

/** Under 100 characters: a warning, then feedback is generated (held here). */
export const LimitedContent: Story = {
  args: {
    initialState: { ...atDraft, draft: { ...atDraft.draft, introduction: 'I love electricity.' } },
  },
  parameters: { assistant: neverAnswers },
  play: async ({ canvasElement }) => {
    await press('Generate Feedback');
    await expect(await toast('Limited Content')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('progressbar', {
        name: 'Generating feedback on your draft...',
      }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  args: { initialState: { ...atDraft, draft: DRAFT } },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { initialState: atOutline },
  globals: { viewport: { value: 'mobile' } },
};
