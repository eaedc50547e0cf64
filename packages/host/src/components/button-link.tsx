import { Link, type LinkProps } from 'react-router';
import * as styles from './button-link.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
}

/**
 * A router link that looks like a button. The widgets' `<Button asChild>`
 * renders nothing around a link today (its children become an array), so
 * the host draws its own until that is fixed.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ButtonLinkProps) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], className];
  return <Link className={classes.filter(Boolean).join(' ')} {...props} />;
}
