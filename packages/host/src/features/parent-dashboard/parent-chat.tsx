import {
  PARENT_EXAMPLE_QUESTIONS,
  type ParentChatMessage,
  type ParentChatSession,
  type ParentChatState,
} from '@puente/core';
import { Button, Card, Composer, ScrollArea, VisuallyHidden } from '@puente/widgets/ui';
import { Bot, MessageCircleQuestion, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import * as styles from './parent-dashboard.css';

export interface ParentChatProps {
  state: ParentChatState;
  session: Pick<ParentChatSession, 'send'>;
}

/**
 * 'Ask the assistant' (SPEC §2, §4, §5): the parent's message, a typing
 * indicator while the reply is on its way, then the reply. Example questions
 * show only while the chat holds just the welcome.
 */
export function ParentChat({ state, session }: ParentChatProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);

  // Keep the newest message (or the typing indicator) in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && (state.messages.length > 1 || state.typing)) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.typing]);

  const send = (text: string) => {
    setDraft('');
    void session.send(text);
  };

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
            <h2 id="parent-chat-title" className={styles.sectionTitle}>
              Ask the assistant
            </h2>
            <p className={styles.muted}>
              Questions about costs, deadlines, living abroad and more.
            </p>
          </div>
        </header>
        <ScrollArea
          ref={logRef}
          label="Conversation with the assistant"
          role="log"
          className={styles.log}
        >
          {state.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {state.showsExamples ? (
            <div className={styles.examples}>
              <p className={styles.muted} id="parent-examples-title">
                Try asking:
              </p>
              <ul className={styles.examplesList} aria-labelledby="parent-examples-title">
                {PARENT_EXAMPLE_QUESTIONS.map((question) => (
                  <li key={question}>
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.example}
                      onClick={() => pickExample(question)}
                    >
                      {question}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {state.typing ? (
            <div className={styles.row.bot} role="status">
              <span className={styles.avatar} aria-hidden>
                <Bot size={16} />
              </span>
              <div className={styles.bubble.bot}>
                <span className={styles.dots}>
                  <span className={styles.dot} aria-hidden />
                  <span className={styles.dot} aria-hidden />
                  <span className={styles.dot} aria-hidden />
                  <VisuallyHidden>The assistant is typing...</VisuallyHidden>
                </span>
              </div>
            </div>
          ) : null}
        </ScrollArea>
        <div className={styles.chatFooter} ref={composerRef}>
          <Composer
            label="Your question"
            hideLabel
            value={draft}
            onValueChange={setDraft}
            onSend={send}
            sendLabel={<SendHorizontal size={18} aria-hidden />}
            sendAccessibleLabel="Send"
            sendBlocked={state.typing}
            placeholder="Ask about your child's applications..."
            rows={1}
          />
        </div>
      </section>
    </Card>
  );
}

function Message({ message }: { message: ParentChatMessage }) {
  const from = message.sender;
  return (
    <div className={styles.row[from]}>
      {from === 'bot' ? (
        <span className={styles.avatar} aria-hidden>
          <Bot size={16} />
        </span>
      ) : null}
      <p className={styles.bubble[from]}>
        <VisuallyHidden>{from === 'bot' ? 'Assistant: ' : 'You: '}</VisuallyHidden>
        {message.content}
      </p>
    </div>
  );
}
