import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { type ButtonVariants, button } from './button.css';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;
export type ButtonSize = NonNullable<ButtonVariants['size']>;

export interface ButtonProps extends HTMLArkProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner, sets aria-busy and ignores presses; stays focusable so focus is not lost. */
  loading?: boolean;
}

/** The product's button; `asChild` renders a link or other element with the same look. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  if (props.asChild) {
    // Ark renders exactly one child in place of the button: a link keeps its own semantics.
    return (
      <ark.button
        className={classNames(button({ variant, size, fullWidth }), className)}
        aria-disabled={disabled || undefined}
        onClick={onClick}
        {...props}
      >
        {children}
      </ark.button>
    );
  }
  return (
    <ark.button
      type={type}
      className={classNames(button({ variant, size, fullWidth }), className)}
      disabled={disabled}
      // Natively disabling a focused button drops focus to <body>; while busy it only refuses presses.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </ark.button>
  );
}
