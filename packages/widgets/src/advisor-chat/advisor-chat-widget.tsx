import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { AdvisorChat } from './advisor-chat';

export interface AdvisorChatWidgetProps {
  apiBase?: string;
  theme?: string;
  dashboardUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** `<puente-advisor-chat>`'s React side: the provider around the chat, events to the page. */
export function AdvisorChatWidget({
  apiBase,
  theme,
  dashboardUrl,
  container,
}: AdvisorChatWidgetProps) {
  const host = hostOf(container);

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Exploration advisor notifications (F8)'}
      apiBase={apiBase}
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
