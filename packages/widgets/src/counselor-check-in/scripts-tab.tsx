import { useLingui } from '@lingui/react';
import {
  type ConversationId,
  type ConversationScript,
  checkInCatalog,
  firstNameOf,
  type StudentProfile,
  sampleConversations,
} from '@puente/core';
import { ScrollArea, Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useClock, useDelays } from '@puente/ui/providers';
import { useEffect, useId, useMemo, useRef } from 'react';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import * as styles from './scripts-tab.css';
import type { MessageRef } from './use-conversation-link';

export interface ScriptsTabProps {
  student: StudentProfile;
  conversation: ConversationId;
  onSelectConversation: (id: ConversationId) => void;
  /** The message a profile line pointed to: highlighted and scrolled into view. */
  highlighted: MessageRef | null;
  /** The sample's by default, dated from the site's clock. */
  conversations?: readonly ConversationScript[];
}

/** SPEC §9: the transcript viewer's maximum height. */
const TRANSCRIPT_MAX_HEIGHT = '400px';

/** The Scripts tab: Past Conversations and the selected one's transcript. */
export function ScriptsTab({
  student,
  conversation,
  onSelectConversation,
  highlighted,
  conversations: given,
}: ScriptsTabProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, checkInCatalog);
  const clock = useClock();
  const conversations = useMemo(() => given ?? sampleConversations(clock()), [given, clock]);
  const selected = conversations.find((script) => script.id === conversation) ?? conversations[0];
  const headingId = useId();
  if (conversations.length === 0) {
    return (
      <p className={shared.muted}>
        {i18n._('No conversations are kept for {name} yet.', { name: firstNameOf(student) })}
      </p>
    );
  }
  return (
    <div className={styles.scripts}>
      <section className={shared.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={shared.sectionTitle}>
          {i18n._('Past Conversations')}
        </h3>
        <Stack as="ul" gap="2">
          {conversations.map((script) => (
            <li key={script.id}>
              <button
                type="button"
                className={styles.conversationButton}
                aria-current={script.id === selected?.id ? 'true' : undefined}
                onClick={() => onSelectConversation(script.id)}
              >
                <Text as="span" weight="medium">
                  {i18n._(script.title)}
                </Text>
                <span className={shared.muted}>{format.deadline(script.date)}</span>
              </button>
            </li>
          ))}
        </Stack>
      </section>
      {selected ? (
        <Transcript
          script={selected}
          studentName={firstNameOf(student)}
          highlightedIndex={highlighted?.conversation === selected.id ? highlighted.index : null}
        />
      ) : null}
    </div>
  );
}

function Transcript({
  script,
  studentName,
  highlightedIndex,
}: {
  script: ConversationScript;
  studentName: string;
  highlightedIndex: number | null;
}) {
  const { i18n } = useLingui();
  const { scrollHighlight } = useDelays();
  const highlightedRef = useRef<HTMLLIElement>(null);

  // SPEC §2: the highlighted message comes into view with a smooth scroll, 0.1 s after the switch.
  useEffect(() => {
    if (highlightedIndex === null) return;
    const timer = setTimeout(() => {
      highlightedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, scrollHighlight);
    return () => clearTimeout(timer);
  }, [highlightedIndex, scrollHighlight]);

  return (
    <ScrollArea
      label={i18n._('{title} transcript', { title: i18n._(script.title) })}
      maxHeight={TRANSCRIPT_MAX_HEIGHT}
      className={styles.transcript}
    >
      <Text as="h3" size="sm" weight="bold">
        {i18n._(script.title)}
      </Text>
      <Stack as="ol" gap="2">
        {script.content.map((line, index) => (
          <li
            // A script's lines never change order: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={index === highlightedIndex ? highlightedRef : undefined}
            className={styles.bubble[line.sender]}
            aria-current={index === highlightedIndex ? 'true' : undefined}
          >
            <span className={styles.speaker}>
              {line.sender === 'ai' ? i18n._('AI') : studentName}
            </span>
            {i18n._(line.message)}
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}
