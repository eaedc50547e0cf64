import { Button, type ButtonSize, type ButtonVariant } from '@puente/ui';
import { Link, type LinkProps } from 'react-router';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A router link that looks like the product's button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth,
  ...props
}: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} fullWidth={fullWidth}>
      <Link {...props} />
    </Button>
  );
}
