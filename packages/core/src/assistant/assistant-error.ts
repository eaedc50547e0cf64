import type { Assistant } from './assistant';

/** An assistant whose chat replies arrive as they are written, and can be stopped. */
export interface StreamingAssistant extends Assistant {
  readonly streams: true;
}

export const isStreamingAssistant = (assistant: Assistant): assistant is StreamingAssistant =>
  (assistant as Partial<StreamingAssistant>).streams === true;

/**
 * The server's refusal or failure: `message` is already in the asker's
 * language (a timeout, a limit reached with when to come back); the text the
 * student typed is theirs to keep.
 */
export class AssistantError extends Error {
  override readonly name = 'AssistantError';
  constructor(
    message: string,
    readonly status: number,
    /** Seconds until the limit resets, when it was one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Whether the assistant said no for a daily limit reached (429): a pause to say kindly, not a failure. */
export const isAssistantLimit = (error: unknown): error is AssistantError =>
  error instanceof AssistantError && error.status === 429;
