import { Select as ArkSelect, createListCollection, Field } from '@ark-ui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { classNames } from './class-names';
import { useDeferredIntent } from './deferred';
import * as field from './field.css';
import { Portal } from './portal';
import * as styles from './select.css';
import type { SelectProps } from './select-props';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

/** The Select with its behaviour: Ark's listbox, positioned beside its trigger. */
export function SelectBehaviour({
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
  const i18n = useI18n();
  const { rootProps, describedBy } = useFieldIds(id, false, Boolean(error));
  const intent = useDeferredIntent();

  const list = (
    <ArkSelect.Positioner>
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
      className={classNames(field.root, className)}
    >
      <ArkSelect.Root
        collection={collection}
        value={value === '' ? [] : [value]}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        positioning={{ sameWidth: true }}
        defaultOpen={intent.open}
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
      <Field.ErrorText className={field.error}>{error ? i18n._(error) : error}</Field.ErrorText>
    </Field.Root>
  );
}
