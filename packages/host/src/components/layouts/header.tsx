import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import { GraduationCap, Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { brand, container } from '../../styles/layout.css';
import { ButtonLink } from '../button-link';
import { useDismiss } from '../use-dismiss';
import { AvatarMenu } from './avatar-menu';
import * as styles from './header.css';
import { LanguageSwitch } from './language-switch';
import { type NavigationLink, roleNavigation } from './navigation';
import { ThemeToggle } from './theme-toggle';

/**
 * The site header: brand, theme switch, and for a signed-in student the
 * navigation, the avatar menu and (below 768 px) a menu toggle; otherwise
 * a Sign In link.
 */
export function Header() {
  const { i18n } = useLingui();
  const { user, status } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileNavId = useId();
  useDismiss({
    open: menuOpen,
    onDismiss: () => setMenuOpen(false),
    within: headerRef,
    returnFocusTo: toggleRef,
  });

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to={paths.home.getHref()} className={brand}>
          <GraduationCap size={26} aria-hidden className={styles.brandMark} />
          Puente
        </Link>
        {user ? (
          <nav aria-label={i18n._('Main')} className={styles.desktopNav}>
            <NavigationLinks
              links={roleNavigation[user.role]}
              direction="row"
              linkClassName={styles.navLink}
            />
          </nav>
        ) : null}
        <div className={styles.actions}>
          <LanguageSwitch />
          <ThemeToggle />
          {user ? <AvatarMenu user={user} /> : null}
          {status === 'signed-out' ? (
            <ButtonLink to={paths.auth.getHref()} size="sm">
              {i18n._('Sign In')}
            </ButtonLink>
          ) : null}
          {user ? (
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuToggle}
              aria-label={i18n._('Navigation menu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? mobileNavId : undefined}
              onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
            >
              {menuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
            </button>
          ) : null}
        </div>
      </div>
      {user && menuOpen ? (
        <nav
          id={mobileNavId}
          aria-label={i18n._('Main')}
          className={`${container} ${styles.mobileNav}`}
        >
          <NavigationLinks
            links={roleNavigation[user.role]}
            linkClassName={styles.mobileNavLink}
            onNavigate={() => setMenuOpen(false)}
          />
        </nav>
      ) : null}
    </header>
  );
}

/** The user's pages, a link each: in a row in the bar, one under another in the phone's menu. */
function NavigationLinks({
  links,
  direction,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavigationLink[];
  direction?: 'row';
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Stack as="ul" direction={direction} gap="1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClassName} onClick={onNavigate}>
            {i18n._(link.label)}
          </NavLink>
        </li>
      ))}
    </Stack>
  );
}
