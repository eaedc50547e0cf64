import { classNames } from '@puente/ui';
import type { ReactNode } from 'react';
import { placeholderLink } from './placeholder-link.css';

export interface PlaceholderLinkProps {
  children: ReactNode;
  className?: string;
}

/**
 * A link the SPEC lists but that leads nowhere yet (Forgot password, FAQs,
 * social links): focusable and announced as unavailable, never navigating.
 */
export function PlaceholderLink({ children, className }: PlaceholderLinkProps) {
  return (
    <button type="button" aria-disabled="true" className={classNames(placeholderLink, className)}>
      {children}
    </button>
  );
}
