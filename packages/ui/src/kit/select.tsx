import { deferred } from './deferred';
import type { SelectProps } from './select-props';
import { SelectShell } from './select-shell';

export type { SelectOption, SelectProps } from './select-props';

/**
 * A labelled single-choice dropdown: a button showing the choice and a list
 * of options (arrow keys, typeahead, Escape). A hidden native select carries
 * the value in plain forms. The list's code arrives just after the first
 * render; until then the same button stands in, and a press on it opens the
 * list as soon as it can.
 */
export const Select = deferred<SelectProps>(
  () => import('./select-behaviour').then(({ SelectBehaviour }) => SelectBehaviour),
  SelectShell,
);
