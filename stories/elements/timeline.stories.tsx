import type { Meta } from '@storybook/react-vite';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-timeline>`: the application timeline for one deadline. A line comment, not JSDoc: the
// Docs addon would add JSDoc as a second `parameters` key, replacing elementMeta's.
export default {
  title: 'Elements/<puente-timeline>',
  tags: ['autodocs'],
  ...elementMeta('puente-timeline', { maxWidth: '44rem' }),
  args: { deadline: '2027-01-15', now: '2026-12-20', 'statement-url': '#statement' },
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };
