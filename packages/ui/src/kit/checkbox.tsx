import { Checkbox as ArkCheckbox } from '@ark-ui/react';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './checkbox.css';
import { classNames } from './class-names';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A labelled checkbox backed by a native input, so it also works in plain forms. */
export function Checkbox({ label, onCheckedChange, className, id, ...props }: CheckboxProps) {
  return (
    <ArkCheckbox.Root
      {...props}
      ids={id ? { hiddenInput: id } : undefined}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      className={classNames(styles.root, className)}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator>
          <Check size={14} strokeWidth={3} aria-hidden />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <Minus size={14} strokeWidth={3} aria-hidden />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
