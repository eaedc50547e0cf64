import type { Meta } from '@storybook/react-vite';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-advisor-chat>`: the exploration advisor's chat, as a school embeds it. A line comment,
// not JSDoc: the Docs addon would add JSDoc as a second `parameters` key, replacing elementMeta's.
export default {
  title: 'Elements/<puente-advisor-chat>',
  tags: ['autodocs'],
  ...elementMeta('puente-advisor-chat', { maxWidth: '48rem' }),
  args: {},
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };
