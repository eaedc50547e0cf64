export { useLingui } from '@lingui/react';
export { elementLocale, useElementLocale } from './element-locale';
export type { LocaleProviderProps } from './locale-provider';
export { LocaleProvider } from './locale-provider';
export { catalogsInUse, loadCatalogsInUse, useCatalog } from './use-catalog';
export type { Formats } from './use-format';
export { useFormat } from './use-format';
export { useLocale } from './use-locale';
