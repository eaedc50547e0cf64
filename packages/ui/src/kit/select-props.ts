import type { ReactNode } from 'react';

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
