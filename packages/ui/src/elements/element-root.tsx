import type { ReactNode } from 'react';
import { useElementLocale } from '../i18n/element-locale';
import { PuenteProvider, type PuenteProviderProps } from '../providers';
import type { ThemeName } from '../theme';
import { elementApiBase } from './api-base';
import { hostOf } from './emit';

const THEMES: readonly ThemeName[] = ['light', 'dark', 'auto'];

export interface ElementRootProps
  extends Omit<PuenteProviderProps, 'apiBase' | 'theme' | 'shadowRoot' | 'locale'> {
  /** r2wc's `container`: the element's shadow root. */
  container: HTMLElement | undefined;
  /** The `theme` attribute as written; anything but light, dark or auto is light. */
  theme: string | undefined;
  /** The `api-base` attribute; without it, where the element's code came from. */
  apiBase?: string | undefined;
  children?: ReactNode;
}

/**
 * What every element's React side stands in: the theme its attribute names,
 * its shadow root for portals, its Puente server, and its language (the
 * element's `lang`, else its page's), followed live.
 */
export function ElementRoot({ container, theme, apiBase, children, ...options }: ElementRootProps) {
  const host = hostOf(container);
  const locale = useElementLocale(host);
  return (
    <PuenteProvider
      {...options}
      apiBase={elementApiBase(apiBase)}
      theme={THEMES.find((name) => name === theme) ?? 'light'}
      shadowRoot={container instanceof ShadowRoot ? container : undefined}
      locale={locale}
    >
      {children}
    </PuenteProvider>
  );
}
