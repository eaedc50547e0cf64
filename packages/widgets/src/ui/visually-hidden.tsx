import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { visuallyHidden } from './visually-hidden.css';

/** Content for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLArkProps<'span'>) {
  return <ark.span className={[visuallyHidden, className].filter(Boolean).join(' ')} {...props} />;
}
