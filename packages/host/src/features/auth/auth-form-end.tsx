import { Button, Text } from '@puente/ui';
import * as styles from './auth-screen.css';

export interface AuthFormEndProps {
  busy: boolean;
  /** The submit button's label, and what it says while the request runs. */
  label: string;
  busyLabel: string;
  /** "Don't have an account?" and the button that switches to the other tab. */
  question: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** How both auth tabs end: the submit button, then the way to the other tab. */
export function AuthFormEnd({
  busy,
  label,
  busyLabel,
  question,
  switchLabel,
  onSwitch,
}: AuthFormEndProps) {
  return (
    <>
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Text size="sm" tone="muted" className={styles.switchPrompt}>
        {question}{' '}
        <button type="button" className={styles.switchButton} onClick={onSwitch}>
          {switchLabel}
        </button>
      </Text>
    </>
  );
}
