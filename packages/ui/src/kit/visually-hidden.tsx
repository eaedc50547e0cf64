import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { classNames } from './class-names';
import { visuallyHidden } from './visually-hidden.css';

/** Content for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLArkProps<'span'>) {
  return <ark.span className={classNames(visuallyHidden, className)} {...props} />;
}
