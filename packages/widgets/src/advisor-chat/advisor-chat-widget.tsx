import { createAssistantFromServer, createLazyCannedAssistant } from '@puente/core';
import { elementApiBase } from '@puente/ui/elements/api-base';
import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { elementSiteKey } from '@puente/ui/elements/site-key';
import { useMemo } from 'react';
import { AdvisorChat } from './advisor-chat';

export interface AdvisorChatWidgetProps {
  apiBase?: string;
  /** With a school's site key, the server's model answers when it has one (docs/assistant.md). */
  siteKey?: string;
  theme?: string;
  dashboardUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** `<puente-advisor-chat>`'s React side: the provider around the chat, events to the page. */
export function AdvisorChatWidget({
  apiBase,
  siteKey,
  theme,
  dashboardUrl,
  container,
}: AdvisorChatWidgetProps) {
  const host = hostOf(container);
  const key = elementSiteKey(siteKey);
  // Without a site key the canned assistant (the provider's default) answers, as it always has.
  const assistant = useMemo(
    () =>
      key
        ? createAssistantFromServer({
            baseUrl: elementApiBase(apiBase),
            siteKey: key,
            fallback: createLazyCannedAssistant(),
          })
        : undefined,
    [key, apiBase],
  );

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Exploration advisor notifications (F8)'}
      apiBase={apiBase}
      assistant={assistant}
    >
      <AdvisorChat
        dashboardHref={dashboardUrl || undefined}
        onSummaryShared={(points) => {
          if (host) emit(host, 'puente-chat-summary', [...points]);
        }}
      />
    </ElementRoot>
  );
}
