import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from './button';

export interface NavigationButtonProps extends Omit<ButtonProps, 'asChild' | 'onClick' | 'type'> {
  /** Where it goes: the button is then a real link there. */
  href?: string | undefined;
  /**
   * Goes there in-app (e.g. the host's router). With `href`, a plain click
   * calls it instead of loading the page; a modified click still opens the link.
   */
  onNavigate?: (() => void) | undefined;
}

/**
 * A button that leaves the current screen ("Back to Dashboard"): a link with
 * `href`, a button calling `onNavigate` without one, and nothing at all when
 * it has neither (an embedded widget whose page gave no address).
 */
export function NavigationButton({ href, onNavigate, children, ...props }: NavigationButtonProps) {
  if (href) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate();
    };
    return (
      <Button asChild {...props}>
        <a href={href} onClick={onClick}>
          {children}
        </a>
      </Button>
    );
  }
  if (!onNavigate) return null;
  return (
    <Button {...props} onClick={onNavigate}>
      {children}
    </Button>
  );
}
