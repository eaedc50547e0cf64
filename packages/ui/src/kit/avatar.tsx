import { Avatar as ArkAvatar } from '@ark-ui/react';
import * as styles from './avatar.css';
import { classNames } from './class-names';

/** Up to two initials: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toLocaleUpperCase();
}

export interface AvatarProps extends Omit<ArkAvatar.RootProps, 'children'> {
  /** Whose avatar: its initials show until (or instead of) the picture. */
  name: string;
  src?: string | undefined;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The name is already written beside it: hide the avatar from assistive
   * tech instead of naming it twice.
   */
  decorative?: boolean;
}

/** A round picture of a person, falling back to their initials. */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <ArkAvatar.Root
      className={classNames(styles.root, className)}
      data-size={size}
      {...a11y}
      {...props}
    >
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden>
        {initialsOf(name)}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={styles.image} src={src} alt="" /> : null}
    </ArkAvatar.Root>
  );
}
