import { useLingui } from '@lingui/react';
import {
  ASK_AI_FOOTNOTE,
  apiCatalog,
  askAiExamples,
  checkInCatalog,
  firstNameOf,
  type StudentProfile,
  sayMessage,
} from '@puente/core';
import { Button, Composer, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useAssistantDraft } from '@puente/ui/providers';
import { Bookmark, Bot, MessageCircleQuestion, Share2, Square } from 'lucide-react';
import { useRef } from 'react';
import * as styles from './ask-ai-assistant.css';
import { CheckInCard } from './check-in-card';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import { useAskAi } from './use-ask-ai';
import { useNotConnected } from './use-not-connected';

export interface AskAiAssistantProps {
  student: StudentProfile;
}

/**
 * Ask AI Assistant (SPEC §2, §4): a question box ('Thinking...' for 2 s with
 * the box disabled), the answers so far with Save and Share, example
 * questions while there are none.
 */
export function AskAiAssistant({ student }: AskAiAssistantProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog, apiCatalog);
  const { state, session, canStop } = useAskAi(student);
  const examples = askAiExamples(student);
  const notConnected = useNotConnected();
  const [question, setQuestion, ask] = useAssistantDraft((text) => session.ask(text));
  const input = useRef<HTMLTextAreaElement>(null);
  const thinking = state.pendingQuestion !== null;
  const empty = state.history.length === 0 && !thinking;

  return (
    <CheckInCard part="ask-ai" icon={Bot} title={i18n._('Ask AI Assistant')}>
      <Composer
        label={i18n._('Ask a question about {name}', { name: firstNameOf(student) })}
        placeholder={i18n._('e.g. {example}', { example: i18n._(examples[0] ?? '') })}
        value={question}
        onValueChange={setQuestion}
        onSend={(text) => void ask(text)}
        sendLabel={i18n._('Ask')}
        busy={thinking}
        busyLabel={i18n._('Thinking...')}
        layout="stacked"
        rows={3}
        inputRef={input}
        parts={{ input: 'ask-input', send: 'ask-button' }}
      />
      {canStop ? (
        <Button variant="outline" size="sm" onClick={() => session.stop()} part="stop-button">
          <Square size={14} aria-hidden /> {i18n._('Stop')}
        </Button>
      ) : null}
      <div aria-live="polite">
        {empty ? (
          <div className={styles.emptyState}>
            <MessageCircleQuestion size={24} className={shared.cardIcon} aria-hidden />
            <Text weight="medium">{i18n._('No questions yet')}</Text>
            <p className={shared.muted}>{i18n._('Try one of these:')}</p>
            <ul className={styles.examples}>
              {examples.map((example) => (
                <li key={example}>
                  <Button
                    variant="outline"
                    size="sm"
                    className={styles.exampleButton}
                    onClick={() => {
                      setQuestion(i18n._(example));
                      input.current?.focus();
                    }}
                  >
                    {i18n._(example)}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Stack as="ol" gap="3" aria-label={i18n._('Questions and answers')}>
            {state.history.map((entry) => (
              <li key={entry.id} className={styles.exchange}>
                <Text weight="bold">{entry.question}</Text>
                <p>{sayMessage((id, values) => i18n._(id, values), entry.answer)}</p>
                <Stack direction="row" gap="2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => notConnected(/*i18n*/ 'Saving answers')}
                  >
                    <Bookmark size={14} aria-hidden />

                    {i18n._('Save')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => notConnected(/*i18n*/ 'Sharing answers')}
                  >
                    <Share2 size={14} aria-hidden />

                    {i18n._('Share')}
                  </Button>
                </Stack>
              </li>
            ))}
            {thinking ? (
              <li className={styles.exchange}>
                <Text weight="bold">{state.pendingQuestion}</Text>
                {/* A model's words as they come, as text; the SPEC's spinner until the first. */}
                {state.answerSoFar === '' ? <Spinner /> : <p>{state.answerSoFar}</p>}
              </li>
            ) : null}
          </Stack>
        )}
      </div>
      <p className={styles.footnote}>{i18n._(ASK_AI_FOOTNOTE)}</p>
    </CheckInCard>
  );
}
