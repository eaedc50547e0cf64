import { PassThrough } from 'node:stream';
import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AssistantStatus,
  askAiRequestSchema,
  type ChatTurn,
  chatReplyRequestSchema,
  chatSummaryRequestSchema,
  type Locale,
  outlineRequestSchema,
  parentReplyRequestSchema,
  statementReviewRequestSchema,
} from '@puente/core';
import type { Context } from 'koa';
import { varyOn } from '../../answer-headers';
import { clientAddress } from '../../client-address';
import type { AssistantConfig } from '../../config';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { answersInEnglish, translate } from '../../i18n';
import type { Logger } from '../../logger';
import { validBody } from '../../middleware/json-body';
import { SCHOOL_SITE_ASSISTANT_PATH } from '../../public-paths';
import { ADMIN, type Member, member, PARENT, STUDENT, staffMember } from '../access/access';
import { isLinked } from '../parent-link/parent-link.repository';
import { tooManyWaitlistRequests } from '../rate-limit/auth-rate-limits';
import { createRateLimiter, type RateRule } from '../rate-limit/rate-limiter';
import type { School } from '../school/school.entity';
import { anyStudent, findSchoolBySiteKey, schoolStudent } from '../school/school.repository';
import { schoolContext } from '../school/school-context';
import { STUDENT_NOT_FOUND, studentRecordFor } from '../school/student-record';
import { listSelections } from '../selection/selection.repository';
import { signedInUser } from '../session/sign-in';
import { findStudentInfo } from '../student-info/student-info.repository';
import { chargeRequest, usageDay } from './assistant-limits';
import {
  type AnswerShape,
  AssistantFailure,
  type AssistantProvider,
  createAssistantProvider,
  type PromptMessage,
  type TokensUsed,
} from './assistant-provider';
import { addTokens, schoolUsageSince, type UsageKey } from './assistant-usage.repository';
import { ADVISOR_SUMMARY_SHAPE, advisorSummaryPrompt } from './prompts/advisor-summary';
import { askAiPrompt } from './prompts/ask-ai';
import { explorationChatPrompt } from './prompts/exploration-chat';
import { parentReplyPrompt } from './prompts/parent-reply';
import { OUTLINE_SHAPE, statementOutlinePrompt } from './prompts/statement-outline';
import { REVIEW_SHAPE, statementReviewPrompt } from './prompts/statement-review';
import type { ProfileFacts } from './prompts/student-profile';
import { programmeFacts } from './prompts/student-programmes';

export const ASSISTANT_IS_CANNED = /*i18n*/ 'This Puente has no assistant model configured';
export const ASSISTANT_TIMED_OUT =
  /*i18n*/ 'The assistant took too long to answer. Your message is still here; please try again.';
export const ASSISTANT_UNAVAILABLE =
  /*i18n*/ 'The assistant is not available right now. Your message is still here; please try again in a moment.';
export const ASSISTANT_BUSY =
  /*i18n*/ 'The assistant is busy right now. Your message is still here; please try again in a minute.';
export const ASSISTANT_UNPARSABLE =
  /*i18n*/ 'The assistant could not put its answer together this time. Nothing was lost; please try again.';
export const ASSISTANT_INPUT_TOO_LONG =
  /*i18n*/ 'This is too long for the assistant. Please shorten it and try again.';

const CANNED: AssistantStatus = { provider: 'canned' };

const FAILURES: Record<Exclude<AssistantFailure['kind'], 'aborted'>, [number, string]> = {
  timeout: [504, ASSISTANT_TIMED_OUT],
  unavailable: [502, ASSISTANT_UNAVAILABLE],
  busy: [503, ASSISTANT_BUSY],
  unparsable: [502, ASSISTANT_UNPARSABLE],
};

const SITE_KEY_UNKNOWN = /*i18n*/ 'This site key is not known to Puente';
const NOT_THE_SCHOOLS_SITE = /*i18n*/ 'This page is not one of the school’s websites';
/** A visitor's requests are counted per client address, per hour. */
const VISITOR_WINDOW_MS = 60 * 60 * 1000;
const PREFLIGHT_MAX_AGE_S = String(600);

/** Paths whose requests wait on the provider, not the database: they take no write turn. */
export const waitsOnAssistant = (path: string) => path.startsWith('/api/assistant/');

export interface AssistantRoutesOptions {
  em: EntityManager;
  /** Unset: every feature answers 404 and GET /api/assistant says the canned assistant stays. */
  config: AssistantConfig | undefined;
  logger: Logger;
  now?: () => Date;
}

/** Who asks: a signed-in member, or an anonymous visitor of a school's website. */
type Asker = Member | { visitorOf: School };

const askerOf = (asker: Asker): Pick<UsageKey, 'userId' | 'schoolId'> =>
  'visitorOf' in asker
    ? { userId: null, schoolId: asker.visitorOf.id }
    : { userId: asker.id, schoolId: asker.school?.id ?? null };

/**
 * GET /api/assistant: `{ provider: 'canned' | 'model' }` (a model for anyone signed in).
 * /api/assistant/site/:siteKey/...: the advisor chat on a school's website (`schoolSite`).
 * POST /api/assistant/chat-reply: the exploration chat's reply, streamed (text/event-stream).
 * POST /api/assistant/ask-ai (staff), /parent-reply (parents): about one student, streamed too.
 * POST /api/assistant/chat-summary, /outline, /review: structured answers (JSON).
 * GET /api/assistant/usage: the admin's school this month, answers and tokens by feature.
 * docs/assistant.md has the contract.
 */
export function assistantRoutes({
  em,
  config,
  logger,
  now = () => new Date(),
}: AssistantRoutesOptions): {
  /** Puente's own pages, with the session. */
  signedIn: Router;
  /** A school's website: its site key, from its own origins, without cookies. */
  schoolSite: Router;
} {
  const provider = config ? createAssistantProvider(config) : undefined;
  const status: AssistantStatus = provider ? { provider: 'model' } : CANNED;

  /** The provider and limits for `feature`, after the asker's request is counted. */
  async function ready(ctx: Context, asker: Asker, feature: string, inputChars: number) {
    if (!provider || !config) throw notFound(ASSISTANT_IS_CANNED);
    if (inputChars > config.maxInputChars) throw badRequest(ASSISTANT_INPUT_TOO_LONG);
    const key: UsageKey = { ...askerOf(asker), feature, day: usageDay(now()) };
    await chargeRequest(em, key, config.limits, now());
    const locale: Locale = answersInEnglish(ctx) ? 'en-GB' : 'es-MX';
    return { provider, key, locale };
  }

  function failure(error: unknown, feature: string): HttpError {
    if (!(error instanceof AssistantFailure) || error.kind === 'aborted') throw error;
    // The kind and status only: the provider's own words could quote the prompt.
    logger.warn(`assistant ${feature}: ${error.message}`);
    const [status, message] = FAILURES[error.kind];
    return new HttpError(status, message);
  }

  /** `feature`'s answer streamed, after the asker's request is counted. */
  async function streamed(
    ctx: Context,
    me: Asker,
    feature: string,
    inputChars: number,
    messages: (locale: Locale) => Promise<PromptMessage[]>,
  ): Promise<void> {
    const { provider: model, key, locale } = await ready(ctx, me, feature, inputChars);
    await streamAnswer(ctx, {
      provider: model,
      messages: await messages(locale),
      record: (tokens) => addTokens(em, key, tokens),
      failure: (error) => failure(error, feature),
    });
  }

  async function structured<T>(
    ctx: Context,
    me: Asker,
    feature: string,
    inputChars: number,
    messages: (locale: Locale) => PromptMessage[],
    shape: AnswerShape<T>,
  ): Promise<T | undefined> {
    const { provider: model, key, locale } = await ready(ctx, me, feature, inputChars);
    try {
      const { value, tokens } = await model.structured(messages(locale), shape, {
        signal: askerLeaving(ctx),
      });
      await addTokens(em, key, tokens);
      return value;
    } catch (error) {
      if (error instanceof AssistantFailure && error.kind === 'aborted') return undefined;
      throw failure(error, feature);
    }
  }

  /** The chat's four points: with the student's profile, or none for a school site's visitor. */
  async function summary(
    ctx: Context,
    asker: Asker,
    feature: string,
    history: readonly ChatTurn[],
    profile: ProfileFacts | null,
  ): Promise<void> {
    const answer = await structured(
      ctx,
      asker,
      feature,
      chatChars(history),
      (locale) => advisorSummaryPrompt({ history, profile, locale }),
      ADVISOR_SUMMARY_SHAPE,
    );
    if (answer) ctx.body = answer;
  }

  const signedIn = new Router()
    // Anyone may ask (a signed-out page too, with no error in its console): a model
    // answers the signed-in (students; staff's Ask AI; parents' chat).
    .get('/api/assistant', (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = signedInUser(ctx) ? status : CANNED;
    })
    .get('/api/assistant/usage', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      // The canned assistant costs nothing: the admin's screen shows no line.
      if (!provider) throw notFound(ASSISTANT_IS_CANNED);
      const month = usageDay(now()).slice(0, 7);
      const features = await schoolUsageSince(em, me.school.id, `${month}-01`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        month,
        answers: sumOf(features.map((feature) => feature.requests)),
        tokens: sumOf(features.map((feature) => feature.tokens)),
        features,
      };
    })
    .post('/api/assistant/chat-reply', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const body = validBody(ctx, chatReplyRequestSchema);
      const chars = body.message.length + chatChars(body.history);
      await streamed(ctx, me, 'chat-reply', chars, async (locale) => {
        const profile = await findStudentInfo(em, me.id);
        return explorationChatPrompt({ ...body, profile, locale });
      });
    })
    .post('/api/assistant/ask-ai', async (ctx) => {
      const me = await staffMember(ctx);
      const { studentId, question, history } = validBody(ctx, askAiRequestSchema);
      if (!provider) throw notFound(ASSISTANT_IS_CANNED);
      // Another school's student, or no student: 404 before anything is counted or sent.
      const student = await schoolStudent(em, me.school.id, studentId);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      await streamed(ctx, me, 'ask-ai', question.length + chatChars(history), async (locale) => {
        // Not recorded as a data view: the check-in it is asked from recorded its read.
        const [record, school] = await Promise.all([
          studentRecordFor(em, student, me),
          schoolContext(em, me.school.id),
        ]);
        const programmes = programmeFacts(record);
        return askAiPrompt({
          question,
          history,
          profile: record.profile,
          programmes,
          school,
          locale,
        });
      });
    })
    .post('/api/assistant/parent-reply', async (ctx) => {
      const me = await member(ctx, PARENT);
      const { childId, message, history } = validBody(ctx, parentReplyRequestSchema);
      if (!provider) throw notFound(ASSISTANT_IS_CANNED);
      // Another parent's child: 404, as an unknown id, before anything is counted or sent.
      const child = (await isLinked(em, me.id, childId)) ? await anyStudent(em, childId) : null;
      if (!child) throw notFound(STUDENT_NOT_FOUND);
      await streamed(
        ctx,
        me,
        'parent-reply',
        message.length + chatChars(history),
        async (locale) => {
          // The statements' status only (never their text, shared or not); not recorded, as Ask AI.
          const record = await studentRecordFor(em, child, me);
          return parentReplyPrompt({
            message,
            history,
            programmes: programmeFacts(record),
            locale,
          });
        },
      );
    })
    .post('/api/assistant/chat-summary', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const { history } = validBody(ctx, chatSummaryRequestSchema);
      await summary(ctx, me, 'chat-summary', history, await findStudentInfo(em, me.id));
    })
    .post('/api/assistant/outline', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const body = validBody(ctx, outlineRequestSchema);
      const chars = JSON.stringify(body).length;
      const programme = body.programme ?? (await chosenProgrammes(em, me.id));
      const answer = await structured(
        ctx,
        me,
        'outline',
        chars,
        () => statementOutlinePrompt({ ...body, programme }),
        OUTLINE_SHAPE,
      );
      if (answer) ctx.body = answer;
    })
    .post('/api/assistant/review', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const body = validBody(ctx, statementReviewRequestSchema);
      const answer = await structured(
        ctx,
        me,
        'review',
        body.text.length,
        (locale) => statementReviewPrompt({ ...body, locale }),
        REVIEW_SHAPE,
      );
      if (answer) ctx.body = answer;
    });

  const limiter = createRateLimiter(em);
  const visitorRule: RateRule = {
    name: 'assistant:visitor',
    limit: config?.limits.requestsPerVisitor ?? 0,
    windowMs: VISITOR_WINDOW_MS,
  };

  /** The site key's school, when the request comes from one of its websites (CORS for it). */
  async function siteSchool(ctx: Context): Promise<School> {
    varyOn(ctx, 'Origin');
    const siteKey = String((ctx.params as Record<string, string>).siteKey ?? '');
    const school = await findSchoolBySiteKey(em, siteKey);
    if (!school) throw notFound(SITE_KEY_UNKNOWN);
    // The browser sets Origin and a page cannot: only the school's own websites are its.
    const origin = ctx.get('Origin');
    if (origin === '' || !school.origins.includes(origin)) throw forbidden(NOT_THE_SCHOOLS_SITE);
    ctx.set('Access-Control-Allow-Origin', origin);
    return school;
  }

  /** A visitor's request: their address's limit first, then the school's day (`ready`). */
  async function visitor(ctx: Context, school: School): Promise<Asker> {
    if (!provider) throw notFound(ASSISTANT_IS_CANNED);
    await limiter.charge(
      [{ rule: visitorRule, subject: clientAddress(ctx) }],
      tooManyWaitlistRequests,
    );
    return { visitorOf: school };
  }

  const preflight = async (ctx: Context) => {
    await siteSchool(ctx);
    ctx.set('Access-Control-Allow-Methods', 'POST');
    ctx.set('Access-Control-Allow-Headers', 'Content-Type');
    ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
    ctx.status = 204;
  };

  // Only the conversation is sent: a visitor has no profile, and no student's data is read.
  const schoolSite = new Router({ prefix: `${SCHOOL_SITE_ASSISTANT_PATH}/:siteKey` })
    .get('/', async (ctx) => {
      await siteSchool(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = status;
    })
    .options('/chat-reply', preflight)
    .options('/chat-summary', preflight)
    .post('/chat-reply', async (ctx) => {
      const school = await siteSchool(ctx);
      const body = validBody(ctx, chatReplyRequestSchema);
      const asker = await visitor(ctx, school);
      const chars = body.message.length + chatChars(body.history);
      await streamed(ctx, asker, 'site-chat-reply', chars, async (locale) =>
        explorationChatPrompt({ ...body, profile: null, locale }),
      );
    })
    .post('/chat-summary', async (ctx) => {
      const school = await siteSchool(ctx);
      const { history } = validBody(ctx, chatSummaryRequestSchema);
      await summary(ctx, await visitor(ctx, school), 'site-chat-summary', history, null);
    });

  return { signedIn, schoolSite };
}

/** How long a chat is: what a request of it is counted by. */
const chatChars = (history: readonly ChatTurn[]) =>
  sumOf(history.map((turn) => turn.content.length));

/** Ends the provider's request when the asker goes (Stop, a closed tab). */
function askerLeaving(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The programmes the student chose, newest first (at most three), for the outline. */
async function chosenProgrammes(em: EntityManager, userId: number): Promise<string | undefined> {
  const selections = await listSelections(em, userId);
  const names = selections
    .slice(0, 3)
    .map(({ program }) => `${program.programName}, ${program.universityName}`);
  return names.length > 0 ? names.join('; ') : undefined;
}

const sumOf = (numbers: number[]) => numbers.reduce((sum, n) => sum + n, 0);

/** One server-sent event. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Streams the provider's answer as server-sent events: `text` events with
 * the words as they come, then `done`, or `error` with a message in the
 * asker's language. Waits for the first words before answering, so a
 * provider that fails or times out before them gets a plain error answer
 * (status and JSON message) rather than an event.
 */
async function streamAnswer(
  ctx: Context,
  {
    provider,
    messages,
    record,
    failure,
  }: {
    provider: AssistantProvider;
    messages: PromptMessage[];
    record: (tokens: TokensUsed) => Promise<void>;
    failure: (error: unknown) => HttpError;
  },
): Promise<void> {
  const signal = askerLeaving(ctx);
  const out = new PassThrough();
  let written = 0;
  let started: (() => void) | undefined;
  const firstWords = new Promise<void>((resolve) => {
    started = resolve;
  });
  const answer = provider
    .stream(messages, {
      signal,
      onText: (text) => {
        written += text.length;
        out.write(event('text', { text }));
        started?.();
      },
    })
    .then(
      (tokens) => ({ tokens, error: undefined }),
      (error: unknown) => ({ tokens: undefined, error }),
    );
  const first = await Promise.race([firstWords.then(() => undefined), answer]);
  // Words already sent make it a stream, whatever came after them.
  const estimate = (): TokensUsed => ({
    prompt: Math.ceil(JSON.stringify(messages).length / 4),
    answer: Math.ceil(written / 4),
  });
  if (written === 0 && first?.error !== undefined) {
    out.destroy();
    await record(estimate());
    if (first.error instanceof AssistantFailure && first.error.kind === 'aborted') return;
    throw failure(first.error);
  }
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-store');
  // A proxy that buffers (nginx) would hold the words until the end.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  // The rest streams after this handler returns; its translation is ready before.
  const lost = await translateFailure(ctx);
  void answer.then(async ({ tokens, error }) => {
    try {
      if (error === undefined) out.end(event('done', {}));
      else {
        const kind = error instanceof AssistantFailure ? error.kind : 'unavailable';
        if (kind !== 'aborted') {
          const answered = failureSafely(failure, error);
          out.end(event('error', { message: lost(answered) }));
        } else out.end();
      }
      await record(tokens ?? estimate());
    } catch {
      out.destroy();
    }
  });
}

/** Messages are translated before the answer starts: once it streams, the request's context is gone. */
async function translateFailure(ctx: Context): Promise<(message: string) => string> {
  const messages = await Promise.all(
    Object.values(FAILURES).map(
      async ([, message]) => [message, await translate(ctx, message)] as const,
    ),
  );
  const table = new Map(messages);
  return (message) => table.get(message) ?? message;
}

function failureSafely(failure: (error: unknown) => HttpError, error: unknown): string {
  try {
    return failure(error).message;
  } catch {
    return ASSISTANT_UNAVAILABLE;
  }
}
