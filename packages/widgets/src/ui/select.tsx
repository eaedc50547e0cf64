import type { ReactNode } from 'react';
import { deferred } from './deferred';
import { SelectShell } from './select-shell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's value; '' when none is chosen (the placeholder shows). */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Keep the label for screen readers only (a filter bar with its own heading). */
  hideLabel?: boolean;
  /** The message shown when the choice is invalid. */
  error?: string | undefined;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Render the list at the top of the page (or shadow root). Off by default:
   * beside its trigger the list stays inside the trigger's landmark.
   */
  portalled?: boolean;
  className?: string;
  /** `part` of the trigger button, for `::part()` styling inside a custom element. */
  part?: string;
}

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
