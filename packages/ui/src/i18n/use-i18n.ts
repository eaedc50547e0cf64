import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { createI18n } from '@puente/core';
import { useContext } from 'react';

let english: I18n | undefined;

/**
 * The i18n of the kit's own parts: the page's, or SPEC's English where a
 * part is drawn on its own (a story or a test of the kit without a provider).
 */
export function useI18n(): I18n {
  const context = useContext(LinguiContext);
  if (context) return context.i18n;
  english ??= createI18n('en-GB');
  return english;
}
