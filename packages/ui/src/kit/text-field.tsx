import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, splitFieldProps } from './field';
import * as styles from './field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown when the value is invalid; marks the input aria-invalid. */
  error?: string | undefined;
}

/** A labelled single-line input with description and error message. */
export function TextField(props: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input className={styles.control} {...control} {...inputProps} />}
    </Field>
  );
}
