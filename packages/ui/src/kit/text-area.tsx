import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, splitFieldProps } from './field';
import * as styles from './field.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  /** Help text under the textarea, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown when the value is invalid; marks the textarea aria-invalid. */
  error?: string | undefined;
}

/** A labelled multi-line input with description and error message. */
export function TextArea(props: TextAreaProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <textarea className={styles.textarea} {...control} {...textareaProps} />}
    </Field>
  );
}
