import { Progress as ArkProgress } from '@ark-ui/react';
import { type ReactNode, useId } from 'react';
import { classNames } from './class-names';
import * as styles from './progress.css';
import { visuallyHidden } from './visually-hidden.css';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger';

export interface ProgressProps
  extends Omit<ArkProgress.RootProps, 'children' | 'ids' | 'translations'> {
  /** The bar's accessible name; shown above it unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Shows the value (e.g. "85%") beside the label. */
  showValue?: boolean;
  /** How assistive tech reads the value; by default the percentage. */
  valueText?: (value: number, max: number) => string;
  /** Fill colour; exposed as `data-tone` on the root. */
  tone?: ProgressTone;
  size?: 'sm' | 'md';
}

/**
 * A labelled progress bar (`role="progressbar"`). `value={null}` shows an
 * indeterminate bar for work of unknown length.
 */
export function Progress({
  label,
  hideLabel = false,
  showValue = false,
  valueText,
  tone = 'primary',
  size = 'md',
  min = 0,
  max = 100,
  className,
  ...props
}: ProgressProps) {
  const labelId = useId();
  return (
    <ArkProgress.Root
      min={min}
      max={max}
      ids={{ label: labelId }}
      translations={
        valueText
          ? { value: ({ value, max }) => (value === null ? '' : valueText(value, max)) }
          : undefined
      }
      className={classNames(styles.root, className)}
      data-tone={tone}
      data-size={size}
      {...props}
    >
      <div className={hideLabel ? visuallyHidden : styles.header}>
        <ArkProgress.Label className={styles.label}>{label}</ArkProgress.Label>
        {showValue ? <ArkProgress.ValueText className={styles.value} aria-hidden /> : null}
      </div>
      <ArkProgress.Context>
        {(progress) => (
          <ArkProgress.Track
            className={styles.track}
            aria-labelledby={labelId}
            aria-valuetext={progress.value === null ? undefined : progress.valueAsString}
          >
            <ArkProgress.Range className={styles.range} />
          </ArkProgress.Track>
        )}
      </ArkProgress.Context>
    </ArkProgress.Root>
  );
}
