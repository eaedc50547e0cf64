import { useLingui } from '@lingui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ThemePreference } from '../../lib/theme';
import { useTheme } from '../../lib/theme-provider';
import { iconButton } from './header.css';

const NEXT: Record<ThemePreference, ThemePreference> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};
const LABEL: Record<ThemePreference, string> = {
  light: /*i18n*/ 'Light',
  dark: /*i18n*/ 'Dark',
  system: /*i18n*/ 'System',
};
const ICON = { light: Sun, dark: Moon, system: Monitor };

/** The header's theme switch: system, then light, then dark, then back to system. */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  const { i18n } = useLingui();
  const Icon = ICON[preference];
  const label = i18n._('Theme: {current}. Switch to {next}', {
    current: i18n._(LABEL[preference]),
    next: i18n._(LABEL[NEXT[preference]]),
  });
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={label}
      onClick={() => setPreference(NEXT[preference])}
    >
      <Icon size={18} aria-hidden />
    </button>
  );
}
