import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import * as v from 'valibot';
import type { AssistantConfig } from '../../config';

/** A model's message: the system prompt, the student's words, the model's own. */
export type PromptMessage = ChatCompletionMessageParam;

/** Tokens one answer used, as the provider reported them (or estimated when it did not). */
export interface TokensUsed {
  prompt: number;
  answer: number;
}

/**
 * Why the provider gave no (whole) answer: it took too long, it failed or
 * refused, it is over its own rate limit, its answer did not parse twice,
 * or the asker left.
 */
export type AssistantFailureKind = 'timeout' | 'unavailable' | 'busy' | 'unparsable' | 'aborted';

export class AssistantFailure extends Error {
  override readonly name = 'AssistantFailure';
  constructor(
    readonly kind: AssistantFailureKind,
    /** The provider's HTTP status, for the log; never its body, which could quote the prompt. */
    readonly status?: number,
  ) {
    super(`assistant ${kind}${status ? ` (${status})` : ''}`);
  }
}

/** A structured answer: its JSON schema for the provider, its valibot schema for us. */
export interface AnswerShape<T> {
  name: string;
  jsonSchema: Record<string, unknown>;
  schema: v.GenericSchema<unknown, T>;
}

export interface AssistantProvider {
  /**
   * Streams an answer's text to `onText` as it is written. Rejects with an
   * AssistantFailure: `timeout` when no words came within the first-token
   * timeout or the whole took longer than the answer timeout.
   */
  stream(
    messages: PromptMessage[],
    options: { signal: AbortSignal; onText: (text: string) => void },
  ): Promise<TokensUsed>;
  /** An answer of `shape` (JSON schema structured output), asked again once when it does not parse. */
  structured<T>(
    messages: PromptMessage[],
    shape: AnswerShape<T>,
    options: { signal: AbortSignal },
  ): Promise<{ value: T; tokens: TokensUsed }>;
}

/** Roughly four characters a token, for a provider that reports no usage. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** The provider behind ASSISTANT_URL, through the maintained `openai` client. */
export function createAssistantProvider(config: AssistantConfig): AssistantProvider {
  const client = new OpenAI({
    baseURL: config.url,
    // A local model takes any key; the client insists on one.
    apiKey: config.apiKey?.reveal() ?? 'none',
    // Our own timeouts and one retry of our own (structured); the client's would double them.
    maxRetries: 0,
    timeout: config.answerTimeoutMs,
    logLevel: 'off',
  });

  /** Runs `work` with a signal that ends at the asker's leaving or at a timeout. */
  async function guarded<T>(
    signal: AbortSignal,
    firstTokenMs: number | undefined,
    work: (signal: AbortSignal, gotFirstWords: () => void) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timeOut = () => {
      timedOut = true;
      controller.abort();
    };
    const leave = () => controller.abort();
    signal.addEventListener('abort', leave, { once: true });
    if (signal.aborted) controller.abort();
    const whole = setTimeout(timeOut, config.answerTimeoutMs);
    const first = firstTokenMs === undefined ? undefined : setTimeout(timeOut, firstTokenMs);
    try {
      return await work(controller.signal, () => clearTimeout(first));
    } catch (error) {
      if (error instanceof AssistantFailure) throw error;
      // The client's own timeout is the same whole-answer one: on a busy machine it can fire first.
      if (timedOut || error instanceof APIConnectionTimeoutError) {
        throw new AssistantFailure('timeout');
      }
      if (signal.aborted) throw new AssistantFailure('aborted');
      if (error instanceof APIError && error.status === 429) {
        throw new AssistantFailure('busy', 429);
      }
      throw new AssistantFailure(
        'unavailable',
        error instanceof APIError ? (error.status ?? undefined) : undefined,
      );
    } finally {
      clearTimeout(whole);
      clearTimeout(first);
      signal.removeEventListener('abort', leave);
    }
  }

  return {
    stream(messages, { signal, onText }) {
      return guarded(signal, config.firstTokenTimeoutMs, async (inner, gotFirstWords) => {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: config.maxAnswerTokens,
          },
          { signal: inner },
        );
        let written = '';
        let tokens: TokensUsed | undefined;
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content ?? '';
          if (text !== '') {
            if (written === '') gotFirstWords();
            written += text;
            onText(text);
          }
          if (chunk.usage) {
            tokens = { prompt: chunk.usage.prompt_tokens, answer: chunk.usage.completion_tokens };
          }
        }
        // The client's stream ends quietly when aborted: a timeout or Stop is no whole answer.
        inner.throwIfAborted();
        if (written === '') throw new AssistantFailure('unavailable');
        return (
          tokens ?? {
            prompt: estimateTokens(JSON.stringify(messages)),
            answer: estimateTokens(written),
          }
        );
      });
    },

    structured(messages, shape, { signal }) {
      return guarded(signal, undefined, async (inner) => {
        const used: TokensUsed = { prompt: 0, answer: 0 };
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const completion = await client.chat.completions.create(
            {
              model: config.model,
              messages,
              max_tokens: config.maxAnswerTokens,
              response_format: {
                type: 'json_schema',
                json_schema: { name: shape.name, schema: shape.jsonSchema, strict: true },
              },
            },
            { signal: inner },
          );
          const content = completion.choices[0]?.message?.content ?? '';
          used.prompt +=
            completion.usage?.prompt_tokens ?? estimateTokens(JSON.stringify(messages));
          used.answer += completion.usage?.completion_tokens ?? estimateTokens(content);
          const value = parseAnswer(content, shape.schema);
          if (value !== undefined) return { value, tokens: used };
        }
        throw new AssistantFailure('unparsable');
      });
    },
  };
}

/** `content` as JSON of `schema`, or undefined when it is not. */
export function parseAnswer<T>(
  content: string,
  schema: v.GenericSchema<unknown, T>,
): T | undefined {
  let json: unknown;
  try {
    // Some local models wrap JSON in a Markdown fence despite the schema.
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return undefined;
  }
  const result = v.safeParse(schema, json);
  return result.success ? result.output : undefined;
}
