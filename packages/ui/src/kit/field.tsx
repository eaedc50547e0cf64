import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { classNames } from './class-names';
import * as styles from './field.css';
import { useFieldIds } from './use-field-ids';

/** What a field gives its control: its id, its state, and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-errormessage': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  readOnly: boolean | undefined;
}

/** What a field takes besides its control's own attributes. */
export interface FieldOwnProps {
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown when the value is invalid; marks the control aria-invalid. */
  error?: string | undefined;
  id?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  className?: string | undefined;
}

/** A text control's props: its element's own attributes, and the field's label and messages. */
export type TextControlProps<Element extends 'input' | 'textarea'> = Omit<
  ComponentPropsWithRef<Element>,
  'children'
> &
  Pick<FieldOwnProps, 'label' | 'description' | 'error'>;

export interface FieldProps extends FieldOwnProps {
  /** Draws the control with the props that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Splits a text field's props into the field's and the control's own. */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  description,
  error,
  id,
  required,
  disabled,
  readOnly,
  className,
  ...control
}: P): [FieldOwnProps, Omit<P, keyof FieldOwnProps>] {
  return [{ label, description, error, id, required, disabled, readOnly, className }, control];
}

const dataFlag = (on: boolean | undefined) => (on ? '' : undefined);

/**
 * A labelled control with its description and error message: the markup and
 * ARIA of Ark's Field (label, `aria-describedby`, `aria-errormessage`,
 * a polite error), drawn here so a text field does not bring a state library
 * into an element's first render.
 */
export function Field({ children, ...field }: FieldProps) {
  const i18n = useI18n();
  const { error, description, required, disabled, readOnly } = field;
  const invalid = Boolean(error);
  const { rootProps, describedBy } = useFieldIds(field.id, description != null, invalid);
  const { ids } = rootProps;
  return (
    <div
      id={ids.control}
      data-invalid={dataFlag(invalid)}
      data-disabled={dataFlag(disabled)}
      data-readonly={dataFlag(readOnly)}
      className={classNames(styles.root, field.className)}
    >
      <label
        id={ids.label}
        htmlFor={rootProps.id}
        data-required={dataFlag(required)}
        className={styles.label}
      >
        {field.label}
        {required ? (
          <span aria-hidden className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {children({
        id: rootProps.id,
        'aria-describedby': describedBy,
        'aria-errormessage': invalid ? ids.errorText : undefined,
        'aria-invalid': invalid || undefined,
        required,
        disabled,
        readOnly,
      })}
      {description != null ? (
        <span id={ids.helperText} className={styles.description}>
          {description}
        </span>
      ) : null}
      {invalid ? (
        <span id={ids.errorText} aria-live="polite" className={styles.error}>
          {/* Core's validation messages are en-GB ids; the server's come already in the visitor's language. */}
          {i18n._(error as string)}
        </span>
      ) : null}
    </div>
  );
}
