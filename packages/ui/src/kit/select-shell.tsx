import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { classNames } from './class-names';
import { useDeferredIntent } from './deferred';
import * as field from './field.css';
import * as styles from './select.css';
import type { SelectProps } from './select-props';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

/** The Select as its first render draws it: label, trigger and choice, without the list. */
export function SelectShell({
  label,
  options,
  value,
  placeholder,
  hideLabel = false,
  error,
  id,
  disabled,
  className,
  part,
}: SelectProps) {
  const intent = useDeferredIntent();
  const labelId = useId();
  const i18n = useI18n();
  const { rootProps, describedBy } = useFieldIds(id, false, Boolean(error));
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={classNames(field.root, className)}>
      <div className={styles.root}>
        <span id={labelId} className={hideLabel ? visuallyHidden : field.label}>
          {label}
        </span>
        <div>
          <button
            type="button"
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            className={[field.control, styles.trigger].join(' ')}
            data-placeholder-shown={chosen ? undefined : ''}
            data-invalid={error ? '' : undefined}
            part={part}
            onClick={() => {
              intent.open = true;
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') intent.open = true;
            }}
          >
            <span className={styles.valueText}>{chosen?.label ?? placeholder}</span>
            <span className={styles.indicator}>
              <ChevronDown size={16} aria-hidden />
            </span>
          </button>
        </div>
      </div>
      {error ? (
        <span id={rootProps.ids.errorText} className={field.error}>
          {i18n._(error)}
        </span>
      ) : null}
    </div>
  );
}
