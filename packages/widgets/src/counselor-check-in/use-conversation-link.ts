import { type ConversationId, EXPLORING_INTERESTS_ID, INTRO_CONVERSATION_ID } from '@puente/core';
import { useState } from 'react';

export type StudentCardTab = 'profile' | 'scripts';

/** A message of a past conversation, by conversation and position. */
export interface MessageRef {
  conversation: ConversationId;
  index: number;
}

const FIRST: ConversationId = INTRO_CONVERSATION_ID;

/**
 * The student card's tabs and Scripts selection. A profile line's
 * link-to-conversation opens 'Exploring Interests' on the Scripts tab with
 * its first message highlighted (SPEC §2).
 */
export function useConversationLink() {
  const [tab, setTab] = useState<StudentCardTab>('profile');
  const [conversation, setConversation] = useState<ConversationId>(FIRST);
  const [highlighted, setHighlighted] = useState<MessageRef | null>(null);

  return {
    tab,
    setTab,
    conversation,
    highlighted,
    selectConversation(id: ConversationId) {
      setConversation(id);
      setHighlighted(null);
    },
    showInConversation() {
      setTab('scripts');
      setConversation(EXPLORING_INTERESTS_ID);
      setHighlighted({ conversation: EXPLORING_INTERESTS_ID, index: 0 });
    },
  };
}
