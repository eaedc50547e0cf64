import { useLingui } from '@lingui/react';
import type { HandOff, User } from '@puente/core';
import { Card, Stack, Tabs, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { WithQueryClient } from '@puente/ui/providers';
import { FileText, GraduationCap, Target } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import { ThemeToggle } from '../../components/layouts/theme-toggle';
import { SessionLoading } from '../../components/session-loading';
import { usePageTitle } from '../../components/use-page-title';
import { AFTER_SIGN_IN, paths, roleHome } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { brand, container } from '../../styles/layout.css';
import * as styles from './auth-screen.css';
import type { HandOffLink } from './hand-off';
import { catalog } from './locales';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

export interface AuthScreenProps {
  /** Where to go once signed in: the page the visitor was sent here from, or /intro. */
  redirectTo?: string;
  defaultTab?: AuthTab;
  /**
   * What a school's programme finder sent along (core's hand-off): its token,
   * or an old link's picks, confirmed by name once signed in.
   */
  handOff?: HandOff;
}

const NO_HAND_OFF: HandOff = { token: null, picks: [], school: null };

// The hand-off's parts read server data: TanStack Query comes with them, only for a hand-off link.
const handOffModule = () => import('./hand-off');
const HandOffNote = lazy(() =>
  handOffModule().then(({ HandOffNote }) => ({ default: HandOffNote })),
);
const HandOffConfirmation = lazy(() =>
  handOffModule().then(({ HandOffConfirmation }) => ({ default: HandOffConfirmation })),
);

/** The link's hand-off to confirm: its token, or an old link's picks; null without one. */
function handOffLinkOf({ token, picks }: HandOff): HandOffLink | null {
  if (token) return { token };
  return picks.length > 0 ? { picks } : null;
}

/** The hand-off's parts with a query cache (the site's when there is one) and the session's spinner meanwhile. */
/** A tab's panel: its heading and lead, the hand-off's note, then its form. */
function AuthTabPanel({
  value,
  title,
  lead,
  note,
  children,
}: {
  value: AuthTab;
  title: string;
  lead: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Content value={value}>
      <Text as="h1" look="sectionTitle">
        {title}
      </Text>
      <Text tone="muted" className={styles.tabLead}>
        {lead}
      </Text>
      {note}
      {children}
    </Tabs.Content>
  );
}

function WithHandOffData({ children }: { children: ReactNode }) {
  return (
    <WithQueryClient fallback={<SessionLoading />}>
      <Suspense fallback={<SessionLoading />}>{children}</Suspense>
    </WithQueryClient>
  );
}

const benefits = [
  {
    icon: Target,
    title: /*i18n*/ 'Personalised university matches',
    text: /*i18n*/ 'Suggestions based on your academic profile: your subjects, grades and goals.',
  },
  {
    icon: GraduationCap,
    title: /*i18n*/ 'Foundation year guidance',
    text: /*i18n*/ 'Learn what a foundation year is and which pathway leads to the degree you want.',
  },
  {
    icon: FileText,
    title: /*i18n*/ 'Application support',
    text: /*i18n*/ 'Help with personal statements, scholarships and timelines, step by step.',
  },
];

/** /auth (SPEC §2): the Login and Register tabs, the benefits panel and a copyright line. */
export function AuthScreen({
  redirectTo = AFTER_SIGN_IN,
  defaultTab = 'login',
  handOff = NO_HAND_OFF,
}: AuthScreenProps) {
  const { status, user } = useAuth();
  const { i18n } = useLingui();
  useCatalog(catalog);
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  // True from a submit on; a visitor who signs in here waits for SPEC's pause
  // instead of being redirected the moment the session changes.
  const signingInHere = useRef(false);
  usePageTitle(tab === 'login' ? i18n._('Sign in') : i18n._('Create an account'));

  const link = handOffLinkOf(handOff);
  // Signed in through this screen with a hand-off: its confirmation comes before going on.
  const [confirming, setConfirming] = useState(false);
  // With nowhere remembered, staff and parents go to their own home; a student to SPEC's intro.
  const onward = (role = user?.role) =>
    redirectTo === AFTER_SIGN_IN && role && role !== 'student' ? roleHome(role) : redirectTo;
  const goOn = (saved = 0) =>
    navigate(saved > 0 ? paths.selectedPrograms.getHref() : onward(), { replace: true });

  if (status === 'signed-in' && !signingInHere.current && !link) {
    return <Navigate to={onward()} replace />;
  }
  const confirmation =
    link && status === 'signed-in' && (confirming || !signingInHere.current) ? link : null;

  const formProps = {
    onStart: () => {
      signingInHere.current = true;
    },
    onFailure: () => {
      signingInHere.current = false;
    },
    onSignedIn: (signedIn: User) => {
      if (link) setConfirming(true);
      else navigate(onward(signedIn.role), { replace: true });
    },
  };
  const note = link ? (
    <WithHandOffData>
      <HandOffNote link={link} />
    </WithHandOffData>
  ) : null;

  return (
    <div className={styles.page}>
      <Stack
        as="header"
        direction="row"
        align="center"
        justify="space-between"
        className={`${container} ${styles.topBar}`}
      >
        <Link to={paths.home.getHref()} className={brand}>
          <GraduationCap size={26} aria-hidden />
          Puente
        </Link>
        <Stack direction="row" align="center" gap="2">
          <LanguageSwitch />
          <ThemeToggle />
        </Stack>
      </Stack>
      <main className={`${container} ${styles.main}`}>
        {status === 'loading' ? (
          <SessionLoading />
        ) : confirmation ? (
          <WithHandOffData>
            <HandOffConfirmation link={confirmation} onDone={goOn} />
          </WithHandOffData>
        ) : (
          <div className={styles.grid}>
            <Card className={styles.formCard}>
              <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as AuthTab)}>
                <Tabs.List className={styles.tabList} aria-label={i18n._('Sign in or register')}>
                  <Tabs.Trigger value="login">{i18n._('Login')}</Tabs.Trigger>
                  <Tabs.Trigger value="register">{i18n._('Register')}</Tabs.Trigger>
                </Tabs.List>
                <AuthTabPanel
                  value="login"
                  title={i18n._('Welcome back')}
                  lead={i18n._('Sign in to continue your journey to a UK university.')}
                  note={note}
                >
                  <LoginForm {...formProps} onSwitch={() => setTab('register')} />
                </AuthTabPanel>
                <AuthTabPanel
                  value="register"
                  title={i18n._('Create your account')}
                  lead={i18n._('Start finding the foundation year that leads to your degree.')}
                  note={note}
                >
                  <RegisterForm {...formProps} onSwitch={() => setTab('login')} />
                </AuthTabPanel>
              </Tabs.Root>
            </Card>
            <aside className={styles.marketing} aria-labelledby="auth-benefits-title">
              <h2 id="auth-benefits-title" className={styles.marketingTitle}>
                {i18n._('Your bridge to a UK university')}
              </h2>
              <p className={styles.marketingLead}>
                {i18n._(
                  'Puente guides international students from high school to the right foundation year program.',
                )}
              </p>
              <Stack as="ul" gap="5">
                {benefits.map(({ icon: Icon, title, text }) => (
                  <Stack as="li" key={title} direction="row" align="flex-start" gap="4">
                    <span className={styles.benefitIcon}>
                      <Icon size={22} aria-hidden />
                    </span>
                    <div>
                      <Text weight="bold">{i18n._(title)}</Text>
                      <p className={styles.benefitText}>{i18n._(text)}</p>
                    </div>
                  </Stack>
                ))}
              </Stack>
            </aside>
          </div>
        )}
      </main>
      <footer className={styles.footer}>
        <Text size="sm" tone="muted">
          {i18n._('© {year} Puente. All rights reserved.', { year: new Date().getFullYear() })}
        </Text>
      </footer>
    </div>
  );
}
