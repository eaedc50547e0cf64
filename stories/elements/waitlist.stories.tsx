import type { Meta } from '@storybook/react-vite';
import { type ElementArgs, type ElementStory, elementMeta } from '../support/custom-element';

// `<puente-waitlist>`: the counselors' waitlist, inline or as a button and dialog. A line comment,
// not JSDoc: the Docs addon would add JSDoc as a second `parameters` key, replacing elementMeta's.
export default {
  title: 'Elements/<puente-waitlist>',
  tags: ['autodocs'],
  ...elementMeta('puente-waitlist', { maxWidth: '32rem' }),
  args: { mode: 'button' },
} satisfies Meta<ElementArgs>;

export const Light: ElementStory = {};

export const Dark: ElementStory = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Phone: ElementStory = { globals: { viewport: { value: 'phone' } } };
