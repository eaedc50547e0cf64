import { LinguiContext, useLingui } from '@lingui/react';
import {
  type ApiClient,
  type Assistant,
  createApiClient,
  createLazyCannedAssistant,
  DEFAULT_DELAYS,
  DEFAULT_LOCALE,
  type Delays,
  type Locale,
} from '@puente/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useContext, useMemo, useRef, useState } from 'react';
import { fetchWithEarlyResponse } from '../elements/early-response';
import { PENDING_ATTRIBUTE } from '../elements/pending';
import { LocaleProvider } from '../i18n/locale-provider';
import { useCatalog } from '../i18n/use-catalog';
import {
  createToasts,
  ImageBaseContext,
  PortalScopeContext,
  ShadowRootEnvironment,
  Toaster,
  type ToastInput,
} from '../kit';
import { catalog as kitCatalog } from '../locales';
import { canvas, puenteRoot, type ThemeName, themeClass } from '../theme/vars.css';
import { ApiContext } from './api-context';
import { AssistantContext } from './assistant-context';
import { type Clock, ClockContext, systemClock } from './clock-context';
import { DelaysContext } from './delays-context';
import { type ToastApi, ToastContext } from './toast-context';

export interface PuenteProviderProps {
  /** Origin of the Puente server; '' or omitted for the same origin. */
  apiBase?: string | undefined;
  /**
   * Wraps the children in an element carrying this theme. Omit it when the
   * page already sets a theme class (the host puts it on <html>).
   */
  theme?: ThemeName | undefined;
  /** The shadow root a custom element renders into: Ark portals then stay inside it. */
  shadowRoot?: ShadowRoot | undefined;
  /** Overrides of SPEC §9's delays; tests pass zeros. */
  delays?: Partial<Delays> | undefined;
  /**
   * A shared QueryClient (the site's). Without one, each part that reads
   * server data makes its own (`WithQueryClient`).
   */
  queryClient?: QueryClient | undefined;
  /** A ready API client (tests, stories); otherwise one is made from `apiBase`. */
  api?: ApiClient | undefined;
  /** The "AI" behind chats and answers; otherwise the canned one, with `delays`. */
  assistant?: Assistant | undefined;
  /** Where components read the current time (timelines); stories and tests fix it. */
  clock?: Clock | undefined;
  /**
   * The language of everything inside. Omitted under a page that already
   * provides one (the host's), it is that one; else en-GB.
   */
  locale?: Locale | undefined;
  /**
   * What its toast region is called, an en-GB message id ('Programme finder
   * notifications (F8)'); default 'Notifications (F8)'. Each element names
   * its own, so a school page with two has no two landmarks of one name.
   */
  toastsLabel?: string | undefined;
  children?: ReactNode;
}

/**
 * Everything a Puente component needs around it: API client, toasts,
 * delays, theme, language, (inside a custom element) the shadow root, and
 * the site's query cache when it has one.
 */
export function PuenteProvider({ locale, ...props }: PuenteProviderProps) {
  const outer = useContext(LinguiContext);
  if (locale === undefined && outer) return <PuenteServices {...props} />;
  return (
    <LocaleProvider locale={locale ?? DEFAULT_LOCALE}>
      <PuenteServices {...props} />
    </LocaleProvider>
  );
}

function PuenteServices({
  apiBase,
  theme,
  shadowRoot,
  delays,
  queryClient,
  api,
  assistant,
  clock = systemClock,
  toastsLabel,
  children,
}: Omit<PuenteProviderProps, 'locale'>) {
  const { i18n } = useLingui();
  const language = useRef(i18n);
  language.current = i18n;
  const [toasts] = useState(createToasts);
  const client = useMemo(
    () =>
      api ??
      createApiClient({
        baseUrl: apiBase,
        locale: () => language.current.locale,
        fetch: fetchWithEarlyResponse,
      }),
    [api, apiBase],
  );
  const delayValues = useMemo(() => ({ ...DEFAULT_DELAYS, ...delays }), [delays]);
  const assistantValue = useMemo(
    () => assistant ?? createLazyCannedAssistant({ delays: delayValues }),
    [assistant, delayValues],
  );
  const toastApi = useMemo<ToastApi>(() => {
    const toast = (input: ToastInput) => toasts.show(input);
    return Object.assign(toast, { toast, dismiss: toasts.dismiss });
  }, [toasts]);

  const scope = theme ? `${puenteRoot} ${themeClass[theme]}` : puenteRoot;
  // Nothing shows until the first messages in the chosen language are here (one download, es-MX only);
  // meanwhile an element is not ready (`PENDING_ATTRIBUTE`).
  const content = (
    <Suspense fallback={<div hidden {...{ [PENDING_ATTRIBUTE]: '' }} />}>
      <SharedMessages>
        {children}
        <Toaster toasts={toasts} label={toastsLabel} />
      </SharedMessages>
    </Suspense>
  );

  const providers = (
    <ApiContext.Provider value={client}>
      <DelaysContext.Provider value={delayValues}>
        <AssistantContext.Provider value={assistantValue}>
          <ClockContext.Provider value={clock}>
            <ToastContext.Provider value={toastApi}>
              <PortalScopeContext.Provider value={scope}>
                <ImageBaseContext.Provider value={client.baseUrl}>
                  {theme ? <Scope className={`${scope} ${canvas}`}>{content}</Scope> : content}
                </ImageBaseContext.Provider>
              </PortalScopeContext.Provider>
            </ToastContext.Provider>
          </ClockContext.Provider>
        </AssistantContext.Provider>
      </DelaysContext.Provider>
    </ApiContext.Provider>
  );
  const tree = queryClient ? (
    <QueryClientProvider client={queryClient}>{providers}</QueryClientProvider>
  ) : (
    providers
  );

  return shadowRoot ? (
    <ShadowRootEnvironment root={shadowRoot}>{tree}</ShadowRootEnvironment>
  ) : (
    tree
  );
}

/** The kit's messages, which every feature shows (a feature loads core's catalogs it shows itself). */
function SharedMessages({ children }: { children: ReactNode }) {
  useCatalog(kitCatalog);
  return children;
}

/** The element's themed box, marked with the language on screen so a screen reader switches voice. */
function Scope({ className, children }: { className: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className={className} lang={i18n.locale}>
      {children}
    </div>
  );
}
