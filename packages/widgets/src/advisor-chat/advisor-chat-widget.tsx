import { useEffect } from 'react';
import { elementApiBase } from '../elements/api-base';
import { emit, hostOf } from '../elements/emit';
import { PuenteProvider } from '../providers';
import type { ThemeName } from '../theme';
import { AdvisorChat } from './advisor-chat';

export interface AdvisorChatWidgetProps {
  apiBase?: string;
  theme?: string;
  dashboardUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

const THEMES: readonly ThemeName[] = ['light', 'dark', 'auto'];

/** `<puente-advisor-chat>`'s React side: the provider around the chat, events to the page. */
export function AdvisorChatWidget({
  apiBase,
  theme,
  dashboardUrl,
  container,
}: AdvisorChatWidgetProps) {
  const host = hostOf(container);
  const shadowRoot = container instanceof ShadowRoot ? container : undefined;

  useEffect(() => {
    if (host) emit(host, 'puente-ready', { tagName: host.localName });
  }, [host]);

  return (
    <PuenteProvider
      apiBase={elementApiBase(apiBase)}
      theme={THEMES.find((name) => name === theme) ?? 'light'}
      shadowRoot={shadowRoot}
    >
      <AdvisorChat
        dashboardHref={dashboardUrl || undefined}
        onSummaryShared={(points) => {
          if (host) emit(host, 'puente-chat-summary', [...points]);
        }}
      />
    </PuenteProvider>
  );
}
