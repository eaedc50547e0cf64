import { useLingui } from '@lingui/react';
import type { User } from '@puente/core';
import { deferred, useDeferredIntent } from '@puente/ui';
import { avatarLetter, displayName } from '../../lib/session';
import * as styles from './avatar-menu.css';

/**
 * The avatar button as the first render draws it. The menu's behaviour (Ark's
 * machine and its positioning, some 20 KB) arrives once the page is idle; a
 * press before then opens the menu as soon as it does.
 */
function AvatarButton({ user }: { user: User }) {
  const { i18n } = useLingui();
  const intent = useDeferredIntent();
  return (
    <button
      type="button"
      className={styles.avatar}
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={i18n._('Account menu for {name}', { name: displayName(user) })}
      onClick={() => {
        intent.open = true;
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') intent.open = true;
      }}
    >
      <span aria-hidden>{avatarLetter(user)}</span>
    </button>
  );
}

/** The avatar button and its menu: My Profile and Sign Out (SPEC §2). */
export const AvatarMenu = deferred<{ user: User }>(
  () => import('./avatar-menu-behaviour').then(({ AvatarMenuBehaviour }) => AvatarMenuBehaviour),
  AvatarButton,
);
