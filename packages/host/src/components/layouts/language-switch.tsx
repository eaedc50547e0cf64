import { LOCALE_NAMES, type Locale } from '@puente/core';
import { Languages } from 'lucide-react';
import { useSiteLocale } from '../../lib/locale-provider';
import * as styles from './header.css';

const OTHER: Record<Locale, Locale> = { 'en-GB': 'es-MX', 'es-MX': 'en-GB' };

/**
 * Switches the site between English and Spanish in place (a half-typed form
 * keeps what was typed). It names the other language in that language, so a
 * visitor who cannot read this one still finds theirs.
 */
export function LanguageSwitch({ className = styles.languageSwitch }: { className?: string }) {
  const { locale, setLocale } = useSiteLocale();
  const other = OTHER[locale];
  return (
    <button type="button" className={className} lang={other} onClick={() => setLocale(other)}>
      <Languages size={16} aria-hidden />
      {LOCALE_NAMES[other]}
    </button>
  );
}
