import { useLingui } from '@lingui/react';
import { Button, Text } from '@puente/ui';
import * as styles from './auth-screen.css';

/**
 * Each tab's submit button, what it says while the request runs, and the way
 * to the other tab ("Don't have an account?" Register).
 */
const WORDS = {
  login: {
    label: /*i18n*/ 'Sign In',
    busyLabel: /*i18n*/ 'Signing in...',
    question: /*i18n*/ "Don't have an account?",
    switchLabel: /*i18n*/ 'Register',
  },
  register: {
    label: /*i18n*/ 'Create Account',
    busyLabel: /*i18n*/ 'Creating account...',
    question: /*i18n*/ 'Already have an account?',
    switchLabel: /*i18n*/ 'Sign in',
  },
} as const;

export interface AuthFormEndProps {
  tab: keyof typeof WORDS;
  busy: boolean;
  onSwitch: () => void;
}

/** How both auth tabs end: the submit button, then the way to the other tab. */
export function AuthFormEnd({ tab, busy, onSwitch }: AuthFormEndProps) {
  const { i18n } = useLingui();
  const words = WORDS[tab];
  return (
    <>
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {i18n._(busy ? words.busyLabel : words.label)}
      </Button>
      <Text size="sm" tone="muted" className={styles.switchPrompt}>
        {i18n._(words.question)}{' '}
        <button type="button" className={styles.switchButton} onClick={onSwitch}>
          {i18n._(words.switchLabel)}
        </button>
      </Text>
    </>
  );
}
