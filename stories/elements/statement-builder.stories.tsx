import type { Meta } from '@storybook/react-vite';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-statement-builder>`: the personal statement builder, keeping its draft in the browser.
// A line comment, not JSDoc: the Docs addon would add JSDoc as a second `parameters` key,
// replacing elementMeta's.
export default {
  title: 'Elements/<puente-statement-builder>',
  tags: ['autodocs'],
  ...elementMeta('puente-statement-builder', { maxWidth: '56rem' }),
  args: { format: 'ucas-2026', 'storage-key': 'story-element-statement' },
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };
