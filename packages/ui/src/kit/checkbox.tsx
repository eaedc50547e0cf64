import { Check, Minus } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
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

/**
 * A labelled native checkbox, drawn as the kit's box: no state machine, so a
 * form or a finder shows and works without one (an element's first render
 * was waiting for Ark's and its focus tracking's code for a box the browser
 * already has).
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  invalid,
  className,
  ...props
}: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={classNames(styles.root, className)}>
      <span className={styles.box}>
        <input
          {...props}
          ref={input}
          type="checkbox"
          checked={checked === undefined ? undefined : checked === true}
          aria-invalid={invalid || undefined}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          className={styles.control}
        />
        <Check size={14} strokeWidth={3} aria-hidden className={styles.checkMark} />
        <Minus size={14} strokeWidth={3} aria-hidden className={styles.dashMark} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
