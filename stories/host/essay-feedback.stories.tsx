import { reviewStatementText } from '@puente/core';
import { EssayFeedbackScreen, paths } from '@puente/host';
import { keepReviewHandover } from '@puente/widgets';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { HELD_DELAY, type HostStory, hostScreenMeta } from '../support/host-screen';

const DRAFT = [
  'The first time my grandfather let me hold the soldering iron, I understood that every radio is a small world of moving electricity.',
  'Last year I built a solar charger for our classroom, testing three panel angles until it could charge six phones before lunch.',
  'Studying physics in English has been hard, but it taught me to ask questions early and to keep a notebook of every new word.',
  'A foundation year in the UK will give me the mathematics and the confidence to study electrical engineering, and one day to bring reliable power to rural schools in Jalisco.',
].join('\n\n');

/** The draft the wizard handed over, in this tab's storage while the story runs. */
const handedOver = (draft: string | null) => () => {
  if (draft === null) sessionStorage.removeItem('puente-statement-review');
  else keepReviewHandover({ draft, review: reviewStatementText(draft) });
  return () => sessionStorage.removeItem('puente-statement-review');
};

export default {
  title: 'Host/Routes/essay-feedback – Essay feedback',
  component: EssayFeedbackScreen,
  ...hostScreenMeta(paths.essayFeedback.getHref()),
  beforeEach: handedOver(DRAFT),
} satisfies Meta<typeof EssayFeedbackScreen>;

export const Review: HostStory = {};

/** Opened with no draft handed over: the review of a sample statement, said so. */
export const SampleReview: HostStory = { beforeEach: handedOver(null) };

/** Re-Review's 2 s wait, held. */
export const ReReviewing: HostStory = {
  parameters: { delays: { reReview: HELD_DELAY } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Re-Review' }));
    await expect(
      await screen.findByRole('progressbar', { name: 'Re-reviewing your statement...' }),
    ).toBeVisible();
  },
};

/** A one-paragraph draft: one comment. */
export const ShortDraft: HostStory = {
  beforeEach: handedOver('I love electricity and I want to study it in the UK.'),
};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };
