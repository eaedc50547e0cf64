import { Field } from '@ark-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './field.css';
import { useFieldIds } from './use-field-ids';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  /** Help text under the textarea, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown when the value is invalid; marks the textarea aria-invalid. */
  error?: string | undefined;
}

/** A labelled multi-line input with description and error message. */
export function TextArea({
  label,
  description,
  error,
  id,
  required,
  disabled,
  readOnly,
  className,
  ...textareaProps
}: TextAreaProps) {
  const { rootProps, describedBy } = useFieldIds(id, description != null, Boolean(error));
  return (
    <Field.Root
      {...rootProps}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredMark} /> : null}
      </Field.Label>
      <Field.Textarea
        className={styles.textarea}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      {description != null ? (
        <Field.HelperText className={styles.description}>{description}</Field.HelperText>
      ) : null}
      <Field.ErrorText className={styles.error}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
