import { Field, splitFieldProps, type TextControlProps } from './field';
import * as styles from './field.css';

export type TextFieldProps = TextControlProps<'input'>;

/** A labelled single-line input with description and error message. */
export function TextField(props: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input className={styles.control} {...control} {...inputProps} />}
    </Field>
  );
}
