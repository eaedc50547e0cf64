import {
  encodeStatement,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  sampleSelection,
} from '@puente/core';
import { PersonalStatementScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { pendingForever } from '../support/api-handlers';
import { becomesVisible, HELD_DELAY, hostParameters, hostScreen } from '../support/host-screen';

const SELECTION_ID = 21;
const [programme] = SAMPLE_PROGRAMMES;
if (!programme) throw new Error('no sample programmes');

const SENTENCE =
  'Fixing radios with my grandfather in Guadalajara taught me how electricity moves through a circuit. ';

const withStatement = (personalStatement: string | null): SelectedProgramme => ({
  ...sampleSelection(SELECTION_ID, programme),
  personalStatement,
});

/** GET /api/selected-programs with one selection, and PUT of its statement kept while the story runs. */
function statementApi(selection: SelectedProgramme) {
  let row = selection;
  return [
    http.get('*/api/selected-programs', () => HttpResponse.json([row])),
    http.put('*/api/selected-programs/:id/personal-statement', async ({ request }) => {
      const { personalStatement } = (await request.json()) as { personalStatement: string };
      await delay(500);
      row = { ...row, personalStatement, updatedAt: new Date().toISOString() };
      return HttpResponse.json(row);
    }),
  ];
}

const meta = {
  title: 'Host/Routes/personal-statement:id – Personal statement',
  component: PersonalStatementScreen,
  args: { selectionId: SELECTION_ID },
  decorators: [hostScreen(paths.personalStatement.getHref(SELECTION_ID))],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...statementApi(withStatement(null))),
} satisfies Meta<typeof PersonalStatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const statementBox = () => screen.findByRole('textbox', { name: 'Your personal statement' });

export const Empty: Story = {};

export const Written: Story = {
  beforeEach: ({ msw }) => msw.use(...statementApi(withStatement(SENTENCE.repeat(14)))),
};

/** 3,500+ characters: amber. */
export const NearLimit: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...statementApi(withStatement(SENTENCE.repeat(37).slice(0, 3640)))),
};

/** 4,000+ characters: red, and it still saves. */
export const OverLimit: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...statementApi(withStatement(SENTENCE.repeat(42).slice(0, 4120)))),
};

/** Saved in UCAS's 2026 format: it opens in it. */
export const UcasFormat: Story = {
  name: 'UCAS format',
  beforeEach: ({ msw }) =>
    msw.use(
      ...statementApi(
        withStatement(
          encodeStatement({
            format: 'ucas-2026',
            text: '',
            answers: [SENTENCE.repeat(4), SENTENCE.repeat(2), ''],
          }),
        ),
      ),
    ),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/selected-programs')),
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/selected-programs', () => HttpResponse.text('', { status: 503 }))),
};

/** An id that is not one of the student's selections. */
export const NotFound: Story = { args: { selectionId: 999 } };

/** Save Draft pressed; the server has not answered yet. */
export const Saving: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...statementApi(withStatement('Draft')),
      pendingForever('put', '/api/selected-programs/:id/personal-statement'),
    ),
  play: async () => {
    await userEvent.type(await statementBox(), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Saved: the toast, and the badge held on screen. */
export const SavedBadge: Story = {
  parameters: { delays: { savedBadge: HELD_DELAY } },
  beforeEach: ({ msw }) => msw.use(...statementApi(withStatement(SENTENCE.repeat(3)))),
  play: async () => {
    await userEvent.type(await statementBox(), ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await becomesVisible(await screen.findByText('Draft saved'));
  },
};

export const SaveFailed: Story = {
  beforeEach: ({ msw }) =>
    // The first handler that matches answers: the failing save goes before the saving one.
    msw.use(
      http.put('*/api/selected-programs/:id/personal-statement', () =>
        HttpResponse.json({ message: 'Your session has expired' }, { status: 401 }),
      ),
      ...statementApi(withStatement('Draft')),
    ),
  play: async () => {
    await userEvent.type(await statementBox(), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
  },
};

/** Back to Programs with unsaved edits asks first. */
export const LeaveWithUnsavedEdits: Story = {
  play: async () => {
    await userEvent.type(await statementBox(), 'Half a thought');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Programs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await becomesVisible(within(dialog).getByRole('button', { name: 'Keep Editing' }));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: ({ msw }) =>
    msw.use(...statementApi(withStatement(SENTENCE.repeat(37).slice(0, 3640)))),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: ({ msw }) => msw.use(...statementApi(withStatement(SENTENCE.repeat(6)))),
};
