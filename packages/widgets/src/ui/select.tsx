import { Select as ArkSelect, createListCollection, Field } from '@ark-ui/react';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import * as field from './field.css';
import { Portal } from './portal';
import * as styles from './select.css';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

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
 * the value in plain forms.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  hideLabel = false,
  error,
  name,
  id,
  required,
  disabled,
  portalled = false,
  className,
  part,
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
        isItemDisabled: (option) => option.disabled === true,
      }),
    [options],
  );
  const { rootProps, describedBy } = useFieldIds(id, false, Boolean(error));

  const list = (
    <ArkSelect.Positioner className={styles.positioner}>
      <ArkSelect.Content className={styles.content}>
        {collection.items.map((option) => (
          <ArkSelect.Item key={option.value} item={option} className={styles.item}>
            <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
            <ArkSelect.ItemIndicator className={styles.itemIndicator}>
              <Check size={16} aria-hidden />
            </ArkSelect.ItemIndicator>
          </ArkSelect.Item>
        ))}
      </ArkSelect.Content>
    </ArkSelect.Positioner>
  );

  return (
    <Field.Root
      {...rootProps}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      className={[field.root, className].filter(Boolean).join(' ')}
    >
      <ArkSelect.Root
        collection={collection}
        value={value === '' ? [] : [value]}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        positioning={{ sameWidth: true }}
        name={name}
        lazyMount
        unmountOnExit
        className={styles.root}
      >
        <ArkSelect.Label className={hideLabel ? visuallyHidden : field.label}>
          {label}
        </ArkSelect.Label>
        <ArkSelect.Control>
          <ArkSelect.Trigger
            className={[field.control, styles.trigger].join(' ')}
            aria-describedby={describedBy}
            part={part}
          >
            <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
            <ArkSelect.Indicator className={styles.indicator}>
              <ChevronDown size={16} aria-hidden />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
        </ArkSelect.Control>
        {portalled ? <Portal>{list}</Portal> : list}
        <ArkSelect.HiddenSelect />
      </ArkSelect.Root>
      <Field.ErrorText className={field.error}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
