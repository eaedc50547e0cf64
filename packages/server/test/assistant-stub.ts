import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub does with the next chat-completions request. */
export type StubReply =
  /** Streams `chunks` as deltas, `firstDelayMs` before the first and `delayMs` between. */
  | { stream: string[]; firstDelayMs?: number; delayMs?: number; usage?: boolean }
  /** Streams `chunks`, then drops the connection without ending the answer. */
  | { streamThenDrop: string[] }
  /** A non-streamed completion whose message content is `content`. */
  | { content: string }
  /** An error answer: 429, 500… */
  | { status: number };

/** A request the stub received. */
export interface StubRequest {
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the chat-completions body as sent
  body: any;
  /** Resolves when the request's connection closed (the provider's side of Stop). */
  closed: Promise<void>;
}

/**
 * A local OpenAI-compatible chat-completions server with scripted replies,
 * one per request in order (the last repeats): the server's tests and the
 * browser journeys (`@puente/server/assistant-stub`) start one each.
 */
export async function startAssistantStub() {
  const replies: StubReply[] = [];
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    void answer(req, res);
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const closed = once(res, 'close').then(() => {});
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw), closed });
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? { status: 500 };
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'stub' } }));
      return;
    }
    if ('content' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 0,
          model: 'stub',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.content },
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    // As hosted providers do: the answer's headers first, its words when the model writes them.
    res.flushHeaders();
    const chunks = 'stream' in reply ? reply.stream : reply.streamThenDrop;
    const delta = (content: string) =>
      `data: ${JSON.stringify({
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'stub',
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      })}\n\n`;
    for (const [index, text] of chunks.entries()) {
      const wait = 'stream' in reply ? (index === 0 ? reply.firstDelayMs : reply.delayMs) : 20;
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      if (res.destroyed) return;
      res.write(delta(text));
    }
    if ('streamThenDrop' in reply) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.destroy();
      return;
    }
    if (reply.usage !== false) {
      res.write(
        `data: ${JSON.stringify({
          id: 'c1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'stub',
          choices: [],
          usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
        })}\n\n`,
      );
    }
    res.end('data: [DONE]\n\n');
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** Scripts the next replies, forgetting earlier ones. */
    script(...next: StubReply[]) {
      replies.splice(0, replies.length, ...next);
      requests.splice(0);
    },
  };
}
