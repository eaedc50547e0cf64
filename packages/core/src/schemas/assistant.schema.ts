import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

/** The most characters one message, answer or statement sent to the assistant may have. */
export const ASSISTANT_TEXT_MAX_LENGTH = 8_000;
/** The most earlier messages a chat sends with a new one. */
export const ASSISTANT_HISTORY_MAX = 40;

const TOO_LONG = /*i18n*/ 'This is too long for the assistant. Please shorten it and try again.';

const text = (message: string) =>
  v.pipe(
    v.string(message),
    v.maxLength(ASSISTANT_TEXT_MAX_LENGTH, TOO_LONG),
    withoutControlCharacters(message, { textArea: true }),
  );

const MESSAGE_TEXT = /*i18n*/ 'A message must be text';

const chatTurnSchema = v.object({
  sender: v.picklist(['user', 'bot'], MESSAGE_TEXT),
  content: text(MESSAGE_TEXT),
});

const historySchema = v.pipe(
  v.array(chatTurnSchema, MESSAGE_TEXT),
  v.maxLength(ASSISTANT_HISTORY_MAX, TOO_LONG),
);

/** POST /api/assistant/chat-reply: the chat so far and the student's new message. */
export const chatReplyRequestSchema = v.object({
  history: v.optional(historySchema, []),
  message: v.pipe(text(MESSAGE_TEXT), v.trim(), v.nonEmpty(MESSAGE_TEXT)),
});

/** POST /api/assistant/chat-summary: the ended chat. */
export const chatSummaryRequestSchema = v.object({ history: historySchema });

const outlineSchema = v.object({
  introduction: text(MESSAGE_TEXT),
  paragraphOne: text(MESSAGE_TEXT),
  paragraphTwo: text(MESSAGE_TEXT),
});

const answer = v.optional(text(MESSAGE_TEXT));

/**
 * POST /api/assistant/outline: the questionnaire (and the chosen programme);
 * with `outline` and `feedback`, Regenerate Outline.
 */
export const outlineRequestSchema = v.object({
  answers: v.object({
    motivation: answer,
    experience: answer,
    strengths: answer,
    challenge: answer,
    goals: answer,
  }),
  programme: v.optional(text(MESSAGE_TEXT)),
  outline: v.optional(outlineSchema),
  feedback: v.optional(text(MESSAGE_TEXT)),
});

/** POST /api/assistant/review: a statement and which UCAS format it follows. */
export const statementReviewRequestSchema = v.object({
  text: v.pipe(text(MESSAGE_TEXT), v.trim(), v.nonEmpty(MESSAGE_TEXT)),
  format: v.optional(v.picklist(['free', 'ucas-2026'], MESSAGE_TEXT), 'free'),
});

// An id that is no whole number is refused here; one the asker may not see is a 404.
const studentId = v.pipe(
  v.number(/*i18n*/ 'Choose the students by their ids'),
  v.integer(/*i18n*/ 'Choose the students by their ids'),
  v.minValue(1, /*i18n*/ 'Choose the students by their ids'),
);

/** POST /api/assistant/ask-ai (staff): a question about one of the school's students. */
export const askAiRequestSchema = v.object({
  studentId,
  /** The earlier questions about this student and their answers, so a follow-up keeps its context. */
  history: v.optional(historySchema, []),
  question: v.pipe(text(MESSAGE_TEXT), v.trim(), v.nonEmpty(MESSAGE_TEXT)),
});

/** POST /api/assistant/parent-reply (parents): a message about one of their linked children. */
export const parentReplyRequestSchema = v.object({
  childId: studentId,
  /** The chat so far (after the welcome). */
  history: v.optional(historySchema, []),
  message: v.pipe(text(MESSAGE_TEXT), v.trim(), v.nonEmpty(MESSAGE_TEXT)),
});

const point = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(400));

/** The advisor chat's summary as a model must answer it: exactly the card's four points. */
export const advisorSummarySchema = v.object({
  points: v.pipe(v.array(point), v.length(4)),
});

/** An outline as a model must answer it. */
export const outlineAnswerSchema = v.object({
  introduction: point,
  paragraphOne: point,
  paragraphTwo: point,
});

/** A review as a model must answer it: a comment on some of the statement's paragraphs. */
export const reviewAnswerSchema = v.object({
  comments: v.array(
    v.object({
      /** The paragraph's number, from 1. */
      paragraph: v.pipe(v.number(), v.integer(), v.minValue(1)),
      type: v.picklist(['suggestion', 'improvement', 'praise']),
      text: point,
    }),
  ),
});

/** GET /api/assistant: whether a model answers, or the canned assistant stays. */
export interface AssistantStatus {
  provider: 'canned' | 'model';
}

/** GET /api/assistant/usage (admins): their school's assistant this month. */
export interface AssistantUsage {
  /** `YYYY-MM`, in UTC. */
  month: string;
  answers: number;
  tokens: number;
  features: { feature: string; requests: number; tokens: number }[];
}

/** One earlier message of a chat, as a model is sent it: who wrote it, and its text. */
export type ChatTurn = v.InferInput<typeof chatTurnSchema>;
export type ChatReplyRequest = v.InferInput<typeof chatReplyRequestSchema>;
export type OutlineRequest = v.InferInput<typeof outlineRequestSchema>;
export type AskAiRequest = v.InferInput<typeof askAiRequestSchema>;
export type ParentReplyRequest = v.InferInput<typeof parentReplyRequestSchema>;
export type StatementReviewRequest = v.InferInput<typeof statementReviewRequestSchema>;
