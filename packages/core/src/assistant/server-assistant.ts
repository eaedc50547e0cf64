import type { StatementReview } from '../domain/essay-feedback';
import {
  ASSISTANT_HISTORY_MAX,
  type AssistantStatus,
  type ChatTurn,
} from '../schemas/assistant.schema';
import type { ChatMessage } from './advisor-chat-script';
import type { Assistant, AssistantCallOptions } from './assistant';
import { AssistantError, type StreamingAssistant } from './assistant-error';
import { type Outline, type QuestionnaireAnswers, reviewWithComments } from './statement-helpers';

export interface ServerAssistantOptions {
  /** The Puente server's origin; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * A school's site key, for an element on the school's website: only the
   * advisor chat asks the server (`/api/assistant/site/<key>/…`, without
   * cookies), and everything else is `fallback`'s.
   */
  siteKey?: string | undefined;
  /**
   * What the server does not answer: the college list, and Ask AI and the
   * parent chat about a sample student (one with no account id).
   */
  fallback: Assistant;
}

const FAILED = 'The assistant is not available right now.';

/**
 * The assistant behind Puente's `/api/assistant/...` (docs/assistant.md):
 * the chat's reply, Ask AI and the parent chat streamed, the summary,
 * outline and review as JSON. The
 * provider's key stays on the server; this only ever talks to Puente.
 */
export function createServerAssistant({
  baseUrl = '',
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
  siteKey,
  fallback,
}: ServerAssistantOptions): StreamingAssistant {
  async function post(path: string, body: unknown, options: AssistantCallOptions = {}) {
    const response = await fetchFn(`${assistantPath(baseUrl, siteKey)}/${path}`, {
      method: 'POST',
      credentials: siteKey ? 'omit' : 'include',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': options.locale ?? 'en-GB',
      },
      body: JSON.stringify(body),
      signal: options.signal ?? null,
    });
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  const json = async <T>(path: string, body: unknown, options?: AssistantCallOptions) =>
    (await (await post(path, body, options)).json()) as T;

  async function review(text: string, options?: AssistantCallOptions): Promise<StatementReview> {
    const { comments } = await json<{ comments: ReviewComment[] }>('review', { text }, options);
    return reviewOf(text, comments);
  }

  const advisorChat: Pick<StreamingAssistant, 'streams' | 'chatReply' | 'chatSummary'> = {
    streams: true,
    async chatReply(history, message, options = {}) {
      const response = await post('chat-reply', { history: turns(history), message }, options);
      return readReply(response, options.onText);
    },
    async chatSummary(history, options) {
      const { points } = await json<{ points: string[] }>(
        'chat-summary',
        { history: turns(history) },
        options,
      );
      return points;
    },
  };
  // A school's website: no student is signed in, so nothing else is theirs to ask.
  if (siteKey) return { ...fallback, ...advisorChat };
  return {
    ...advisorChat,
    generateOutline: (answers: QuestionnaireAnswers, options) =>
      json<Outline>('outline', { answers }, options),
    regenerateOutline: (outline, feedback, options) =>
      json<Outline>('outline', { answers: options?.answers ?? {}, outline, feedback }, options),
    reviewStatement: review,
    reReviewStatement: review,
    async askAboutStudent(question, student, options = {}) {
      if (student.id === undefined) return fallback.askAboutStudent(question, student, options);
      const response = await post(
        'ask-ai',
        { studentId: student.id, history: recent(options.earlier), question },
        options,
      );
      return { id: await readReply(response, options.onText) };
    },
    async parentReply(message, options = {}) {
      const childId = options.child?.id;
      if (childId === undefined) return fallback.parentReply(message, options);
      const response = await post(
        'parent-reply',
        { childId, history: recent(options.earlier), message },
        options,
      );
      return { id: await readReply(response, options.onText) };
    },
    updateCollegeList: (...args) => fallback.updateCollegeList(...args),
  };
}

/**
 * The server's assistant when it says a model answers, else `fallback` (the
 * canned one): asked once, and any failure to ask keeps the fallback.
 */
export async function resolveAssistant(options: ServerAssistantOptions): Promise<Assistant> {
  const {
    baseUrl = '',
    fetch: fetchFn = (...args) => globalThis.fetch(...args),
    siteKey,
  } = options;
  try {
    const response = await fetchFn(assistantPath(baseUrl, siteKey), {
      credentials: siteKey ? 'omit' : 'include',
    });
    if (!response.ok) return options.fallback;
    const status = (await response.json()) as AssistantStatus;
    return status.provider === 'model' ? createServerAssistant(options) : options.fallback;
  } catch {
    return options.fallback;
  }
}

/** Puente's assistant routes: a school website's below its site key. */
const assistantPath = (baseUrl: string, siteKey: string | undefined) =>
  `${baseUrl}/api/assistant${siteKey ? `/site/${encodeURIComponent(siteKey)}` : ''}`;

/** The latest of a chat's earlier turns, as many as a request may carry. */
const recent = (earlier: readonly ChatTurn[] = []) => earlier.slice(-ASSISTANT_HISTORY_MAX);

const turns = (history: readonly ChatMessage[]) =>
  history
    .filter((message) => !message.isThinking && message.content !== '')
    .map(({ sender, content }) => ({ sender, content }));

async function errorOf(response: Response): Promise<AssistantError> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  let message = FAILED;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {}
  return new AssistantError(
    message,
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** Reads the server-sent events of a streamed reply: `text`, then `done` or `error`. */
async function readReply(
  response: Response,
  onText: ((soFar: string) => void) | undefined,
): Promise<string> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new AssistantError(FAILED, 502);
  let reply = '';
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
        text?: string;
        message?: string;
      };
      if (name === 'text' && data.text) {
        reply += data.text;
        onText?.(reply);
      } else if (name === 'error') throw new AssistantError(data.message ?? FAILED, 502);
      else if (name === 'done') return reply;
    }
  }
  // The connection ended without `done`: what came is not the whole reply.
  throw new AssistantError(FAILED, 502);
}

interface ReviewComment {
  paragraph: number;
  type: 'suggestion' | 'improvement' | 'praise';
  text: string;
}

/** The essay feedback page's review from the statement and the model's comments. */
export const reviewOf = (text: string, comments: readonly ReviewComment[]): StatementReview =>
  reviewWithComments(text, (index) => comments.find((comment) => comment.paragraph === index + 1));
