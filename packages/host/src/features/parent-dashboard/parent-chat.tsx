import { useLingui } from '@lingui/react';
import {
  domainCatalog,
  PARENT_EXAMPLE_QUESTIONS,
  type ParentChatMessage,
  type ParentChatSession,
  type ParentChatState,
  parentCatalog,
  sayMessage,
} from '@puente/core';
import {
  Button,
  Card,
  Composer,
  chatStyles,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useAssistantDraft } from '@puente/ui/providers';
import { Bot, MessageCircleQuestion, SendHorizontal, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

export interface ParentChatProps {
  state: ParentChatState;
  session: Pick<ParentChatSession, 'send' | 'stop'>;
  /** A model's reply is on its way: Stop shows. */
  canStop?: boolean;
}

/**
 * 'Ask the assistant' (SPEC §2, §4, §5): the parent's message, a typing
 * indicator while the reply is on its way, then the reply. Example questions
 * show only while the chat holds just the welcome.
 */
export function ParentChat({ state, session, canStop = false }: ParentChatProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, parentCatalog, domainCatalog);
  // A model's reply can fail (a limit, a timeout): the message goes back in the box.
  const [draft, setDraft, send] = useAssistantDraft((text) => session.send(text));
  const logRef = useRef<HTMLElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);

  // Keep the newest message (the typing indicator, a reply as it is written) in view.
  const writing = state.replySoFar.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && (state.messages.length > 1 || state.typing || writing)) {
      log.scrollTop = log.scrollHeight;
    }
  }, [state.messages.length, state.typing, writing]);

  const pickExample = (question: string) => {
    setDraft(question);
    composerRef.current?.querySelector('textarea')?.focus();
  };

  return (
    <Card asChild className={styles.chat}>
      <section aria-labelledby="parent-chat-title">
        <header className={styles.chatHeader}>
          <span className={styles.chatIcon} aria-hidden>
            <MessageCircleQuestion size={20} />
          </span>
          <div>
            <Text as="h2" id="parent-chat-title" size="lg" weight="bold">
              {i18n._('Ask the assistant')}
            </Text>
            <p className={styles.muted}>
              {i18n._('Questions about costs, deadlines, living abroad and more.')}
            </p>
          </div>
        </header>
        <ScrollArea
          ref={logRef}
          label={i18n._('Conversation with the assistant')}
          role="log"
          className={styles.log}
        >
          {state.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {state.showsExamples ? (
            <Stack gap="2" align="flex-start" className={styles.examples}>
              <p className={styles.muted} id="parent-examples-title">
                {i18n._('Try asking:')}
              </p>
              <Stack as="ul" direction="row" wrap gap="2" aria-labelledby="parent-examples-title">
                {PARENT_EXAMPLE_QUESTIONS.map((question) => (
                  <li key={question}>
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.example}
                      onClick={() => pickExample(i18n._(question))}
                    >
                      {i18n._(question)}
                    </Button>
                  </li>
                ))}
              </Stack>
            </Stack>
          ) : null}
          {state.typing && state.replySoFar !== '' ? (
            // A model's reply as it is written, as text.
            <div className={chatStyles.chatRow.incoming}>
              <span className={chatStyles.chatAvatar} aria-hidden>
                <Bot size={16} />
              </span>
              <p className={chatStyles.chatBubble.incoming}>
                <VisuallyHidden>{i18n._('Assistant:')} </VisuallyHidden>
                {state.replySoFar}
              </p>
            </div>
          ) : state.typing ? (
            <div className={chatStyles.chatRow.incoming} role="status">
              <span className={chatStyles.chatAvatar} aria-hidden>
                <Bot size={16} />
              </span>
              <div className={chatStyles.chatBubble.incoming}>
                <span className={chatStyles.typingDots}>
                  <span className={chatStyles.typingDot} aria-hidden />
                  <span className={chatStyles.typingDot} aria-hidden />
                  <span className={chatStyles.typingDot} aria-hidden />
                  <VisuallyHidden>{i18n._('The assistant is typing...')}</VisuallyHidden>
                </span>
              </div>
            </div>
          ) : null}
        </ScrollArea>
        <div className={styles.chatFooter} ref={composerRef}>
          <Composer
            label={i18n._('Your question')}
            hideLabel
            value={draft}
            onValueChange={setDraft}
            onSend={(text) => void send(text)}
            sendLabel={<SendHorizontal size={18} aria-hidden />}
            sendAccessibleLabel={i18n._('Send')}
            sendBlocked={state.typing}
            placeholder={i18n._("Ask about your child's applications...")}
            rows={1}
          />
          {canStop ? (
            <Button variant="outline" size="sm" onClick={() => session.stop()}>
              <Square size={14} aria-hidden /> {i18n._('Stop')}
            </Button>
          ) : null}
        </div>
      </section>
    </Card>
  );
}

/** The assistant's lines come in, the parent's go out. */
const side = { bot: 'incoming', parent: 'outgoing' } as const;

function Message({ message }: { message: ParentChatMessage }) {
  const { i18n } = useLingui();
  const from = message.sender;
  return (
    <div className={chatStyles.chatRow[side[from]]}>
      {from === 'bot' ? (
        <span className={chatStyles.chatAvatar} aria-hidden>
          <Bot size={16} />
        </span>
      ) : null}
      <p className={chatStyles.chatBubble[side[from]]}>
        <VisuallyHidden>{from === 'bot' ? i18n._('Assistant:') : i18n._('You:')} </VisuallyHidden>
        {/* The canned assistant's lines are en-GB ids; what a parent typed passes through as written. */}
        {message.sender === 'bot'
          ? sayMessage((id, values) => i18n._(id, values), {
              id: message.content,
              values: message.values,
            })
          : message.content}
      </p>
    </div>
  );
}
