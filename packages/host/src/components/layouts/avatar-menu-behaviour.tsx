import { useLingui } from '@lingui/react';
import type { User } from '@puente/core';
import { Menu, Text, useDeferredIntent } from '@puente/ui';
import { LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { avatarLetter, displayName } from '../../lib/session';
import * as styles from './avatar-menu.css';
import { useSignOut } from './use-sign-out';

/** The avatar button and its menu: My Profile and Sign Out (SPEC §2). */
export function AvatarMenuBehaviour({ user }: { user: User }) {
  // Pressed before this code arrived: open at once.
  const [open, setOpen] = useState(useDeferredIntent().open);
  const { signOut, pending } = useSignOut();
  const { i18n } = useLingui();
  // On the items' clicks (Enter clicks the highlighted one too), not Menu's onSelect: Zag
  // can lose a selection whose press and click arrive back to back (synthetic input).
  const close = () => setOpen(false);

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      // Enter on My Profile: Zag's default dispatches a click that does not bubble, which
      // the router's Link never sees (the page would reload); a real click navigates in place.
      navigate={({ node }) => node.click()}
    >
      <Menu.Trigger
        className={styles.avatar}
        aria-label={i18n._('Account menu for {name}', { name: displayName(user) })}
      >
        <span aria-hidden>{avatarLetter(user)}</span>
      </Menu.Trigger>
      <Menu.Content className={styles.panel}>
        <div className={styles.who}>
          <Text as="span" weight="medium">
            {displayName(user)}
          </Text>
          <span className={styles.whoEmail}>{user.email}</span>
        </div>
        <Menu.Item value="profile" className={styles.item} asChild>
          <Link to={paths.studentInfo.getHref()} onClick={close}>
            <UserRound size={16} aria-hidden />
            {i18n._('My Profile')}
          </Link>
        </Menu.Item>
        {/* Open until the server answers, saying so. */}
        <Menu.Item
          value="sign-out"
          className={styles.item}
          closeOnSelect={false}
          disabled={pending}
          onClick={async () => {
            await signOut();
            close();
          }}
        >
          <LogOut size={16} aria-hidden />
          {pending ? i18n._('Signing out...') : i18n._('Sign Out')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
