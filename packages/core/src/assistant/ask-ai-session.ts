import { createListeners, type Store } from '../domain/store';
import type { Locale } from '../i18n/locale';
import type { Message } from '../i18n/message';
import type { StudentProfile } from '../sample/student-profile';
import type { Assistant } from './assistant';

/** One question the counselor asked and the answer it got. */
export interface AskAiExchange {
  id: string;
  question: string;
  answer: Message;
}

export interface AskAiState {
  /** Answered questions, oldest first. */
  history: readonly AskAiExchange[];
  /** The question being answered ('Thinking...'); nothing else can be asked meanwhile. */
  pendingQuestion: string | null;
}

export interface AskAiSession extends Store<AskAiState> {
  /** Whether `question` can be asked now: not blank and no answer pending. */
  canAsk(question: string): boolean;
  /**
   * Asks about the student and appends the answer to the history. A blank
   * question or one asked while another is pending does nothing.
   */
  ask(question: string): Promise<void>;
  /** Stops an answer still on its way (e.g. on unmount). */
  dispose(): void;
}

export interface AskAiSessionOptions {
  assistant: Assistant;
  student: StudentProfile;
  /** The counselor's language, passed to the assistant. */
  locale?: Locale;
}

/** The counselor's Ask AI Assistant (SPEC §4) as a small store. */
export function createAskAiSession({
  assistant,
  student,
  locale,
}: AskAiSessionOptions): AskAiSession {
  let state: AskAiState = { history: [], pendingQuestion: null };
  let asked = 0;
  const listeners = createListeners();
  const lifetime = new AbortController();

  const update = (next: AskAiState) => {
    state = next;
    listeners.notify();
  };

  const canAsk = (question: string) => question.trim() !== '' && state.pendingQuestion === null;

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    canAsk,
    async ask(text) {
      if (!canAsk(text)) return;
      const question = text.trim();
      update({ ...state, pendingQuestion: question });
      try {
        const answer = await assistant.askAboutStudent(question, student, {
          signal: lifetime.signal,
          ...(locale ? { locale } : {}),
        });
        asked += 1;
        update({
          history: [...state.history, { id: `q${asked}`, question, answer }],
          pendingQuestion: null,
        });
      } catch (error) {
        if (lifetime.signal.aborted) return;
        update({ ...state, pendingQuestion: null });
        throw error;
      }
    },
    dispose: () => lifetime.abort(),
  };
}
