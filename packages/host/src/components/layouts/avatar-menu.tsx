import { useLingui } from '@lingui/react';
import type { User } from '@puente/core';
import { LogOut, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { avatarLetter } from '../../lib/session';
import { useDismiss } from '../use-dismiss';
import * as styles from './avatar-menu.css';
import { useSignOut } from './use-sign-out';

/** The signed-in user's name as the menu shows it. */
function displayName(user: User) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** The avatar button and its menu: My Profile and Sign Out (SPEC §2). */
export function AvatarMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { signOut, pending } = useSignOut();
  const { i18n } = useLingui();
  const close = () => setOpen(false);
  useDismiss({ open, onDismiss: close, within: anchor, returnFocusTo: button });

  return (
    <div ref={anchor} className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        aria-label={i18n._('Account menu for {name}', { name: displayName(user) })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span aria-hidden>{avatarLetter(user)}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.who}>
          <span className={styles.whoName}>{displayName(user)}</span>
          <span className={styles.whoEmail}>{user.email}</span>
        </div>
        <ul className={styles.items}>
          <li>
            <Link to={paths.studentInfo.getHref()} className={styles.item} onClick={close}>
              <UserRound size={16} aria-hidden />
              {i18n._('My Profile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              disabled={pending}
              onClick={async () => {
                await signOut();
                close();
              }}
            >
              <LogOut size={16} aria-hidden />
              {pending ? i18n._('Signing out...') : i18n._('Sign Out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
