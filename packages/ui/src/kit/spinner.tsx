import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { classNames } from './class-names';
import { spinner } from './spinner.css';

export interface SpinnerProps extends HTMLArkProps<'span'> {
  /** Announced to screen readers; omit when a surrounding control already says it is busy. */
  label?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <ark.span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={classNames(spinner, className)}
      {...props}
    />
  );
}
