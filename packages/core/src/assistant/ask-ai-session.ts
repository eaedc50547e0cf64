import { createListeners, type Store } from '../domain/store';
import type { Message } from '../i18n/message';
import type { StudentProfile } from '../sample/student-profile';
import type { ChatTurn } from '../schemas/assistant.schema';
import type { Assistant } from './assistant';
import { inLocale, type SessionLocale } from './session-locale';

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
  /** A model's answer to it so far, as it is written ('' until the first words). */
  answerSoFar: string;
}

export interface AskAiSession extends Store<AskAiState> {
  /** Whether `question` can be asked now: not blank and no answer pending. */
  canAsk(question: string): boolean;
  /**
   * Asks about the student and appends the answer to the history. A blank
   * question or one asked while another is pending does nothing. Resolves
   * false when no answer came because it was stopped (the question is the
   * counselor's to keep); rejects when the assistant failed.
   */
  ask(question: string): Promise<boolean>;
  /** Stops the answer on its way (a model's): `ask` then resolves false. */
  stop(): void;
  /** Stops an answer still on its way (e.g. on unmount). */
  dispose(): void;
}

export interface AskAiSessionOptions {
  assistant: Assistant;
  student: StudentProfile;
  /** The counselor's language, passed to the assistant (a getter: the page's language now). */
  locale?: SessionLocale;
}

/** The questions asked so far and a model's answers (a canned answer, with values, is no text to send). */
const earlierTurns = (history: readonly AskAiExchange[]): ChatTurn[] =>
  history.flatMap(({ question, answer }) =>
    answer.values
      ? []
      : [
          { sender: 'user' as const, content: question },
          { sender: 'bot' as const, content: answer.id },
        ],
  );

/** The counselor's Ask AI Assistant (SPEC §4) as a small store. */
export function createAskAiSession({
  assistant,
  student,
  locale,
}: AskAiSessionOptions): AskAiSession {
  let state: AskAiState = { history: [], pendingQuestion: null, answerSoFar: '' };
  let asked = 0;
  const listeners = createListeners();
  const lifetime = new AbortController();
  let answer: AbortController | undefined;

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
      if (!canAsk(text)) return false;
      const question = text.trim();
      update({ ...state, pendingQuestion: question, answerSoFar: '' });
      const stopping = new AbortController();
      answer = stopping;
      try {
        const reply = await assistant.askAboutStudent(question, student, {
          earlier: earlierTurns(state.history),
          signal: AbortSignal.any([lifetime.signal, stopping.signal]),
          onText: (soFar) => update({ ...state, answerSoFar: soFar }),
          ...inLocale(locale),
        });
        asked += 1;
        update({
          history: [...state.history, { id: `q${asked}`, question, answer: reply }],
          pendingQuestion: null,
          answerSoFar: '',
        });
        return true;
      } catch (error) {
        if (lifetime.signal.aborted) return false;
        update({ ...state, pendingQuestion: null, answerSoFar: '' });
        if (stopping.signal.aborted) return false;
        throw error;
      } finally {
        if (answer === stopping) answer = undefined;
      }
    },
    stop: () => answer?.abort(),
    dispose: () => lifetime.abort(),
  };
}
