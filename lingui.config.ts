import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Puente's message catalogs: en-GB (SPEC's texts, the source) and es-MX.
 * A message's id is its en-GB text, so the English product needs no catalog
 * but for messages with ICU arguments (see scripts/i18n.ts). One catalog a
 * folder, beside the code that shows its messages: an element or a route
 * loads only its own (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  orderBy: 'messageId',
  locales: ['es-MX'],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [
    {
      path: '<rootDir>/packages/core/src/{name}/locales/{locale}',
      include: ['<rootDir>/packages/core/src/{name}/'],
      exclude: ['**/locales/', '**/i18n/'],
    },
    {
      path: '<rootDir>/packages/server/src/locales/{locale}',
      include: ['<rootDir>/packages/server/src'],
    },
    {
      path: '<rootDir>/packages/widgets/src/{name}/locales/{locale}',
      include: ['<rootDir>/packages/widgets/src/{name}/'],
      exclude: ['**/testing/', '**/theme/', '**/loader/', '**/locales/'],
    },
    {
      path: '<rootDir>/packages/host/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/packages/host/src/features/{name}/'],
    },
    {
      path: '<rootDir>/packages/host/src/locales/{locale}',
      include: [
        '<rootDir>/packages/host/src/app',
        '<rootDir>/packages/host/src/components',
        '<rootDir>/packages/host/src/lib',
        '<rootDir>/packages/host/src/config',
      ],
    },
  ],
});
