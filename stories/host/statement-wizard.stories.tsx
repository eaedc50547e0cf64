import { paths, StatementWizardScreen } from '@puente/host';
import { keepWizardState, type WizardState } from '@puente/widgets';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { HELD_DELAY, type HostStory, hostScreenMeta } from '../support/host-screen';
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

export default {
  title: 'Host/Routes/personal-statement-builder – Personal statement builder',
  component: StatementWizardScreen,
  ...hostScreenMeta(paths.personalStatementBuilder.getHref()),
  beforeEach: resumedAt(null),
} satisfies Meta<typeof StatementWizardScreen>;

export const Questionnaire: HostStory = {};

/** The 1.5 s outline wait, held. */
export const GeneratingOutline: HostStory = {
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

export const Outline: HostStory = { beforeEach: resumedAt(atOutline) };

export const FirstDraft: HostStory = {
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

export const Dark: HostStory = { beforeEach: resumedAt(atOutline), globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };
