import {
  acceptedLanguages,
  createI18n,
  domainCatalog,
  englishTranslate,
  type FieldErrors,
  type Locale,
  loadCatalog,
  negotiateLocale,
  schemasCatalog,
  type Translate,
  waitlistCatalog,
} from '@puente/core';
import type { Context } from 'koa';
import { varyOn } from './answer-headers';
import { catalog as serverCatalog } from './locales';

/**
 * The server's answers in the caller's language (`Accept-Language`, which the
 * core client sends): SPEC's en-GB texts are the messages' ids, so en-GB
 * needs nothing; es-MX is loaded once, the first time someone asks.
 */
let spanish: Promise<Translate> | undefined;

function spanishMessages(): Promise<Translate> {
  spanish ??= (async () => {
    const i18n = createI18n('es-MX');
    await Promise.all([
      loadCatalog(i18n, serverCatalog, 'es-MX'),
      loadCatalog(i18n, schemasCatalog, 'es-MX'),
      loadCatalog(i18n, waitlistCatalog, 'es-MX'),
      // The caseload's alerts (its CSV).
      loadCatalog(i18n, domainCatalog, 'es-MX'),
    ]);
    return (message, values) => i18n._(message, values);
  })();
  return spanish;
}

/**
 * Whether the request is answered in en-GB, the messages' own text. Either
 * way, the answer is marked as varying on the request's language.
 */
export function answersInEnglish(ctx: Context): boolean {
  varyOn(ctx, 'Accept-Language');
  return negotiateLocale(acceptedLanguages(ctx.get('Accept-Language'))) === 'en-GB';
}

/** `message` in the language the request asks for. */
export async function translate(ctx: Context, message: string): Promise<string> {
  if (answersInEnglish(ctx)) return message;
  return (await spanishMessages())(message);
}

/** A translator of many messages for one request (a CSV's every row). */
export async function translatorFor(ctx: Context): Promise<Translate> {
  if (answersInEnglish(ctx)) return englishTranslate;
  return spanishMessages();
}

/** `id` (an ICU message: its en-GB text) with `values`, in the language the request asks for. */
export async function translateWith(
  ctx: Context,
  id: string,
  values: Record<string, unknown>,
): Promise<string> {
  if (answersInEnglish(ctx)) return englishTranslate(id, values);
  return (await spanishMessages())(id, values);
}

/** `id` with `values` in `locale`, whoever asks (a page's preview). */
export async function translateInto(
  locale: Locale,
  id: string,
  values: Record<string, unknown> = {},
): Promise<string> {
  if (locale === 'en-GB') return englishTranslate(id, values);
  return (await spanishMessages())(id, values);
}

/** The language a request asks for, among the site's (marked as varying on it). */
export function requestLocale(ctx: Context): Locale {
  varyOn(ctx, 'Accept-Language');
  return negotiateLocale(acceptedLanguages(ctx.get('Accept-Language')));
}

/**
 * An error answer's message and field messages in the language the request
 * asks for. `body.message` is an en-GB message id, or its en-GB text when the
 * message has values: `withValues` then holds its id and values.
 */
export async function translated<Body extends { message: string; fieldErrors?: FieldErrors }>(
  ctx: Context,
  body: Body,
  withValues?: { id: string; values: Record<string, unknown> },
): Promise<Body> {
  if (answersInEnglish(ctx)) return body;
  const say = await spanishMessages();
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => say(message)),
        ]),
      )
    : undefined;
  const message = withValues ? say(withValues.id, withValues.values) : say(body.message);
  return { ...body, message, ...(fieldErrors ? { fieldErrors } : {}) };
}
