import type { I18n } from '@lingui/core';
import { createI18n } from './create-i18n';

/**
 * What core needs of an i18n instance to write a text in the reader's
 * language: a message by its id (its en-GB text) with its ICU values. A
 * component passes its `i18n.t`; core's default is `englishTranslate`.
 * (A single sentence is better a `Message`, see ./message.ts; this is for a
 * whole text, such as a document, and for messages with plurals.)
 */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

let english: I18n | undefined;

/**
 * SPEC's en-GB, plurals included: a message's id as it is, or formatted with
 * its values by the en-GB messages of the catalogs imported (a module that
 * writes ICU messages imports its folder's `./locales`).
 */
export const englishTranslate: Translate = (id, values) => {
  english ??= createI18n('en-GB');
  return english._(id, values);
};
