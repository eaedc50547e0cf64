import type { Meta } from '@storybook/react-vite';
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
