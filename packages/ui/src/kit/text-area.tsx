import { Field, splitFieldProps, type TextControlProps } from './field';
import * as styles from './field.css';

export type TextAreaProps = TextControlProps<'textarea'>;

/** A labelled multi-line input with description and error message. */
export function TextArea(props: TextAreaProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <textarea className={styles.textarea} {...control} {...textareaProps} />}
    </Field>
  );
}
