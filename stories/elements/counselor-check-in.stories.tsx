import type { Meta } from '@storybook/react-vite';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-counselor-check-in>`: a counselor's check-in with a student. A line comment, not JSDoc:
// the Docs addon would add JSDoc as a second `parameters` key, replacing elementMeta's.
export default {
  title: 'Elements/<puente-counselor-check-in>',
  tags: ['autodocs'],
  ...elementMeta('puente-counselor-check-in'),
  args: { 'check-in': '1' },
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };
