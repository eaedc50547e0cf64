import { useLingui } from '@lingui/react';
import type { ChatMessage } from '@puente/core';
import { advisorCatalog } from '@puente/core';
import { Button, Card, Composer, ScrollArea, Spinner, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useToast } from '@puente/ui/providers';
import { Bot, Compass, SendHorizontal, Square } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import * as styles from './advisor-chat.css';
import { catalog } from './locales';
import { useAdvisorChat } from './use-advisor-chat';

// Shown only once the conversation ends: its code comes after the first render,
// fetched as the last reply arrives, while the SPEC's pause before the summary runs.
const loadSummary = () => import('./chat-summary');
const ChatSummary = lazy(() => loadSummary().then(({ ChatSummary }) => ({ default: ChatSummary })));

export interface AdvisorChatProps {
  /** Called with the summary points when the student shares them. */
  onSummaryShared?: ((points: readonly string[]) => void) | undefined;
  /** The dashboard's address: Return to Dashboard links there. */
  dashboardHref?: string | undefined;
  /** Goes to the dashboard in-app (the host's router). */
  onReturnToDashboard?: (() => void) | undefined;
  /** The chat's title is the page's heading (h1) or a section of it (h2, default). */
  headingLevel?: 1 | 2;
}

/**
 * The exploration advisor chat (SPEC §2, §4): a greeting, five scripted
 * replies with a thinking indicator, then the summary card.
 */
export function AdvisorChat({
  onSummaryShared,
  dashboardHref,
  onReturnToDashboard,
  headingLevel = 2,
}: AdvisorChatProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, advisorCatalog);
  const { state, session, transcript, preparingSummary, canStop } = useAdvisorChat();
  const { toast } = useToast();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  /** Why a reply or the summary did not come; what the student typed comes back. */
  const tell = (unsent: Awaited<ReturnType<typeof session.send>>) => {
    if (!unsent) return;
    // Unless they started a new message.
    setDraft((current) => (current === '' ? unsent.text : current));
    // A limit reached is a pause, not a failure: said with when to come back.
    if (unsent.limited) {
      toast({ title: i18n._('Daily limit reached'), description: unsent.error });
    } else if (unsent.error) toast({ title: i18n._(unsent.error) });
  };
  const titleId = useId();

  // Keep the newest message in view as the conversation grows (a reply replaces the thinking bubble).
  const newest = transcript.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && newest) log.scrollTop = log.scrollHeight;
  }, [newest]);

  useEffect(() => {
    if (state.ended) void loadSummary();
  }, [state.ended]);

  const say = (title: string | null) => {
    if (title) toast({ title });
  };

  return (
    <section className={styles.chat} aria-labelledby={titleId} part="chat">
      <Card className={styles.panel}>
        <header className={styles.header}>
          <span className={styles.headerIcon} aria-hidden>
            <Compass size={20} />
          </span>
          <div>
            <Heading id={titleId} className={styles.title}>
              {i18n._('Exploration Advisor')}
            </Heading>
            <p className={styles.subtitle}>
              {i18n._(
                'A short chat about what you enjoy, to see whether a UK foundation year fits you.',
              )}
            </p>
          </div>
        </header>
        <ScrollArea ref={logRef} label={i18n._('Conversation')} role="log" className={styles.log}>
          {transcript.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ScrollArea>
        <div className={styles.footer}>
          {preparingSummary ? (
            <p className={styles.note} role="status">
              <Spinner /> {` ${i18n._('Preparing your summary...')}`}
            </p>
          ) : state.ended ? (
            <p className={styles.note}>{i18n._('This conversation has ended.')}</p>
          ) : null}
          {state.summaryFailed ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void session.retrySummary().then(tell)}
              part="retry-summary-button"
            >
              {i18n._('Prepare the summary again')}
            </Button>
          ) : null}
          <Composer
            label={i18n._('Your message')}
            hideLabel
            value={draft}
            onValueChange={setDraft}
            onSend={(text) => {
              setDraft('');
              void session.send(text).then(tell);
            }}
            sendLabel={<SendHorizontal size={18} aria-hidden />}
            sendAccessibleLabel={i18n._('Send')}
            disabled={state.ended}
            sendBlocked={state.awaitingReply}
            placeholder={
              state.ended ? i18n._('The conversation has ended') : i18n._('Type your message...')
            }
            rows={1}
            parts={{ input: 'input', send: 'send-button' }}
          />
          {canStop ? (
            <Button variant="outline" size="sm" onClick={() => session.stop()} part="stop-button">
              <Square size={14} aria-hidden /> {i18n._('Stop')}
            </Button>
          ) : null}
        </div>
      </Card>
      {state.summary !== 'not_shown' ? (
        <Suspense fallback={null}>
          <ChatSummary
            state={state.summary}
            points={state.summaryPoints.map((point) => i18n._(point))}
            onEdit={() => session.editSummary()}
            onSave={(points) => say(session.saveSummary(points))}
            onBack={() => session.cancelEditSummary()}
            onShare={() => {
              const title = session.shareSummary();
              say(title);
              // The page hears what the student saw: the points in their language, or as edited.
              if (title) {
                onSummaryShared?.(session.getState().summaryPoints.map((point) => i18n._(point)));
              }
            }}
            onDecline={() => say(session.declineSummary())}
            dashboardHref={dashboardHref}
            onReturnToDashboard={onReturnToDashboard}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const { i18n } = useLingui();
  const from = message.sender;
  return (
    <div className={styles.row[from]} part={`message message-${from}`}>
      {from === 'bot' ? (
        <span className={styles.avatar} aria-hidden>
          <Bot size={16} />
        </span>
      ) : null}
      <div className={styles.bubble[from]}>
        <VisuallyHidden>{from === 'bot' ? i18n._('Advisor: ') : i18n._('You: ')}</VisuallyHidden>
        {message.isThinking ? (
          <span className={styles.dots}>
            <span className={styles.dot} aria-hidden />
            <span className={styles.dot} aria-hidden />
            <span className={styles.dot} aria-hidden />
            <VisuallyHidden>{i18n._('Thinking...')}</VisuallyHidden>
          </span>
        ) : message.sender === 'bot' ? (
          // The canned advisor's lines are en-GB ids; a real provider's answers pass through as written.
          i18n._(message.content)
        ) : (
          message.content
        )}
      </div>
    </div>
  );
}
