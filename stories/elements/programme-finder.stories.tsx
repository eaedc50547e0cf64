import { FAKE_SITE_KEY } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue, failsWith, pendingForever } from '../support/api-handlers';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-programme-finder>`: the programme finder: search, filters, cards and picks kept on the
// school's page. A line comment, not JSDoc: the Docs addon would add JSDoc as a second
// `parameters` key, replacing elementMeta's.
export default {
  title: 'Elements/<puente-programme-finder>',
  tags: ['autodocs'],
  ...elementMeta('puente-programme-finder'),
  args: { 'page-size': '4', 'apply-url': 'https://puente.example/auth' },
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };

/** The finder's shadow root, once the element has rendered its programmes. */
async function finderIn(canvasElement: HTMLElement) {
  const root = await waitFor(
    () => {
      const shadow = canvasElement.querySelector('puente-programme-finder')?.shadowRoot;
      if (!shadow?.querySelector('article')) throw new Error('no programmes yet');
      return shadow;
    },
    { timeout: 10_000 },
  );
  return within(root as unknown as HTMLElement);
}

/** Picks the first programme, then presses Get Started Applying: the hand-off to Puente starts. */
async function handOver(canvasElement: HTMLElement) {
  const finder = await finderIn(canvasElement);
  const [first] = finder.getAllByRole('button', { name: 'Add to My Selections' });
  if (first) await userEvent.click(first);
  const apply = finder.getByRole('button', { name: 'Get Started Applying' });
  await userEvent.click(apply);
  return { finder, apply };
}

/** With a site key and a pick, Get Started Applying asks Puente for a hand-off: busy meanwhile. */
export const HandingOver: ElementStory = {
  args: { 'apply-url': undefined, 'site-key': FAKE_SITE_KEY },
  beforeEach: ({ msw }) => msw.use(catalogue(), pendingForever('post', '/api/hand-offs')),
  play: async ({ canvasElement }) => {
    const { apply } = await handOver(canvasElement);
    await expect(apply).toHaveAttribute('aria-busy', 'true');
  },
};

/** The hand-off failed: said in the element's language, the picks still on the page. */
export const HandOffFailed: ElementStory = {
  args: { 'apply-url': undefined, 'site-key': FAKE_SITE_KEY },
  beforeEach: ({ msw }) =>
    msw.use(catalogue(), failsWith('post', '/api/hand-offs', 503, 'Puente is being updated')),
  play: async ({ canvasElement }) => {
    const { finder } = await handOver(canvasElement);
    await expect(await finder.findByRole('alert')).toHaveTextContent(
      'Could not reach Puente. Your programs are still saved here: try again.',
    );
    // The card's toggle and the picks' list each say it.
    await expect(finder.getAllByRole('button', { name: 'Saved here' })[0]).toBeVisible();
  },
};
