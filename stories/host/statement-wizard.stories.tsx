import { paths, StatementWizardScreen } from '@puente/host';
import { keepWizardState, type WizardState } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { HELD_DELAY, hostParameters, hostScreen } from '../support/host-screen';
import { atOutlineOf } from '../support/statement-wizard';

const ANSWERS = {
  motivation: 'Fixing radios with my grandfather made me want to understand electricity',
  goals: 'Become an electrical engineer and bring power to rural schools',
};

const atOutline = atOutlineOf(ANSWERS);

/** Starts the screen from `state`, as this tab would have kept it. */
const resumedAt = (state: WizardState | null) => () => {
  keepWizardState(state);
  return () => keepWizardState(null);
};

const meta = {
  title: 'Host/Routes/personal-statement-builder – Personal statement builder',
  component: StatementWizardScreen,
  decorators: [hostScreen(paths.personalStatementBuilder.getHref())],
  parameters: { ...hostParameters },
  beforeEach: resumedAt(null),
} satisfies Meta<typeof StatementWizardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Questionnaire: Story = {};

/** The 1.5 s outline wait, held. */
export const GeneratingOutline: Story = {
  parameters: { delays: { outlineGenerate: HELD_DELAY } },
  play: async () => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Why do you want to study this subject?' }),
      'Bridges',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate Outline' }));
    await expect(
      await screen.findByRole('progressbar', { name: 'Generating your outline...' }),
    ).toBeVisible();
  },
};

export const Outline: Story = { beforeEach: resumedAt(atOutline) };

export const FirstDraft: Story = {
  beforeEach: resumedAt({
    ...atOutline,
    step: 'draft',
    draft: {
      introduction:
        'The first time my grandfather let me hold the soldering iron, I understood that every radio is a small world of moving electricity.',
      paragraphOne: '',
      paragraphTwo: '',
    },
  }),
};

export const Dark: Story = { beforeEach: resumedAt(atOutline), globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
