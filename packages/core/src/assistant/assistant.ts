import { DEFAULT_DELAYS, type Delays } from '../domain/delays';
import type { StatementReview } from '../domain/essay-feedback';
import { sleep } from '../domain/sleep';
import type { Locale } from '../i18n/locale';
import type { Message } from '../i18n/message';
import type { StudentProfile } from '../sample/student-profile';
import type { SuggestedUniversity } from '../sample/suggested-universities';
import type { ChatTurn } from '../schemas/assistant.schema';
import { ADVISOR_SUMMARY, advisorChat, type ChatMessage } from './advisor-chat-script';
import { askAiAnswer } from './ask-ai-answers';
import { cannedParentReply, type ParentChild } from './parent-replies';
import {
  generateOutline,
  type Outline,
  type QuestionnaireAnswers,
  regenerateOutline,
  reviewStatementText,
} from './statement-helpers';

export interface AssistantCallOptions {
  /** Cancels the call (e.g. the widget unmounted); the promise rejects with the reason. */
  signal?: AbortSignal;
  /** The language the person asking reads; en-GB when not given. */
  locale?: Locale;
  /**
   * The reply so far, each time more of it is written, from an assistant
   * that streams (`isStreamingAssistant`); the canned one never calls it.
   */
  onText?: (soFar: string) => void;
}

/** A chat's call: `earlier`, the chat so far, so that a follow-up keeps its context. */
export interface FollowUpOptions extends AssistantCallOptions {
  /** Oldest first; a model is sent it, the canned assistant has no use for it. */
  earlier?: readonly ChatTurn[];
}

/**
 * Everything Puente asks of an "AI". Today's implementation is canned
 * (`createCannedAssistant`); a real provider can implement the same methods.
 *
 * Languages: the canned assistant answers with en-GB message ids, which the
 * interface says in its language (their translations are in the catalogs);
 * a real provider answers in `options.locale`, and its text, not being an
 * id, is shown as it comes. A personal statement's outline, drafts and
 * review stay English whatever the locale: they are written for UCAS.
 */
export interface Assistant {
  /** The exploration advisor's reply to `message`, given the chat so far (before `message`). */
  chatReply(
    history: readonly ChatMessage[],
    message: string,
    options?: AssistantCallOptions,
  ): Promise<string>;
  /** The summary points of an ended advisor chat. */
  chatSummary(history: readonly ChatMessage[], options?: AssistantCallOptions): Promise<string[]>;
  /** A counselor's Ask AI answer about a student (`{ id: text }` for a provider's own text). */
  askAboutStudent(
    question: string,
    student: StudentProfile,
    options?: FollowUpOptions,
  ): Promise<Message>;
  /**
   * The parent chat's reply, about `options.child` when the parent is
   * looking at their own child (`{ id: text }` for a provider's own text).
   */
  parentReply(message: string, options?: ParentReplyOptions): Promise<Message>;
  /** The wizard's first outline from the questionnaire. */
  generateOutline(answers: QuestionnaireAnswers, options?: AssistantCallOptions): Promise<Outline>;
  /** Regenerate Outline with the student's feedback (and the answers, for a model to keep to). */
  regenerateOutline(
    outline: Outline,
    feedback: string,
    options?: AssistantCallOptions & { answers?: QuestionnaireAnswers },
  ): Promise<Outline>;
  /** Generate Feedback: the first review of a statement. */
  reviewStatement(text: string, options?: AssistantCallOptions): Promise<StatementReview>;
  /** Re-Review on the essay feedback page. */
  reReviewStatement(text: string, options?: AssistantCallOptions): Promise<StatementReview>;
  /** The counselor's college list after their feedback. */
  updateCollegeList(
    feedback: string,
    current: readonly SuggestedUniversity[],
    options?: AssistantCallOptions,
  ): Promise<SuggestedUniversity[]>;
}

export interface ParentReplyOptions extends FollowUpOptions {
  /** The parent's own child; without one, the SPEC's sample child. */
  child?: ParentChild;
  /** The day the parent asks (the site's clock): the canned reply's deadlines count from it. */
  today?: Date;
}

export interface CannedAssistantOptions {
  /** SPEC §9 waits; pass `NO_DELAYS` in tests. */
  delays?: Readonly<Delays>;
}

/** The SPEC's canned assistant: fixed content after the SPEC's delays. */
export function createCannedAssistant({
  delays = DEFAULT_DELAYS,
}: CannedAssistantOptions = {}): Assistant {
  const after = async <T>(
    ms: number,
    options: AssistantCallOptions | undefined,
    answer: () => T,
  ) => {
    await sleep(ms, options?.signal);
    return answer();
  };

  return {
    chatReply: (history, _message, options) =>
      after(delays.chatReply, options, () => advisorChat.nextScriptedLine(history)),
    chatSummary: (_history, options) =>
      after(delays.chatSummary, options, () => [...ADVISOR_SUMMARY]),
    askAboutStudent: (question, student, options) =>
      after(delays.askAiAnswer, options, () => askAiAnswer(question, student)),
    parentReply: (message, options) =>
      after(delays.parentReply, options, () =>
        cannedParentReply(message, {
          child: options?.child,
          locale: options?.locale,
          // A caller without the site's clock gets the machine's.
          today: options?.today ?? new Date(),
        }),
      ),
    generateOutline: (answers, options) =>
      after(delays.outlineGenerate, options, () => generateOutline(answers)),
    regenerateOutline: (outline, feedback, options) =>
      after(delays.outlineRegenerate, options, () => regenerateOutline(outline, feedback)),
    reviewStatement: (text, options) =>
      after(delays.feedbackGenerate, options, () => reviewStatementText(text)),
    reReviewStatement: (text, options) =>
      after(delays.reReview, options, () => reviewStatementText(text)),
    updateCollegeList: (_feedback, current, options) =>
      after(delays.collegeListUpdate, options, () => [...current]),
  };
}
