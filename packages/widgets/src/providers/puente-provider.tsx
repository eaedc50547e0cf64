import { EnvironmentProvider } from '@ark-ui/react';
import {
  type ApiClient,
  type Assistant,
  createApiClient,
  createLazyCannedAssistant,
  DEFAULT_DELAYS,
  type Delays,
} from '@puente/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { canvas, puenteRoot, type ThemeName, themeClass } from '../theme/vars.css';
import { createToasts, PortalScopeContext, Toaster, type ToastInput } from '../ui';
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
  children?: ReactNode;
}

/**
 * Everything a Puente component needs around it: API client, toasts,
 * delays, theme, (inside a custom element) the shadow root, and the site's
 * query cache when it has one.
 */
export function PuenteProvider({
  apiBase,
  theme,
  shadowRoot,
  delays,
  queryClient,
  api,
  assistant,
  clock = systemClock,
  children,
}: PuenteProviderProps) {
  const [toasts] = useState(createToasts);
  const client = useMemo(() => api ?? createApiClient({ baseUrl: apiBase }), [api, apiBase]);
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
  const content = (
    <>
      {children}
      <Toaster toasts={toasts} />
    </>
  );

  const providers = (
    <ApiContext.Provider value={client}>
      <DelaysContext.Provider value={delayValues}>
        <AssistantContext.Provider value={assistantValue}>
          <ClockContext.Provider value={clock}>
            <ToastContext.Provider value={toastApi}>
              <PortalScopeContext.Provider value={scope}>
                {theme ? <div className={`${scope} ${canvas}`}>{content}</div> : content}
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
    <EnvironmentProvider value={() => shadowRoot}>{tree}</EnvironmentProvider>
  ) : (
    tree
  );
}
