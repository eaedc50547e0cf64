import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { SessionStore } from './session-store';

/**
 * Name of the session cookie. The `__Host-` prefix makes browsers refuse it
 * unless it is Secure, has `Path=/` and no `Domain`: no subdomain or plain-HTTP
 * page can plant or overwrite it.
 */
export const SESSION_COOKIE = '__Host-puente.sid';

/** Answers that depend on who is signed in are never stored by a browser or proxy cache. */
export const NO_STORE = 'no-store';

/**
 * Sessions live in the store; the cookie only carries a 256-bit random id.
 *
 * The cookie is not signed (`signed: false`): signing protects data kept in
 * a cookie, and this one holds none. A forged id is just a guess at one of
 * 2^256 values, which the store answers with "no such session", and a stolen
 * id would carry a valid signature anyway. Signing would only add a key to
 * manage and rotate. Revocation is deleting the row.
 *
 * The cookie is always Secure, whatever the request came over: behind a
 * proxy that ends TLS the server sees plain HTTP, and a `__Host-` cookie
 * must be Secure anyway. Browsers accept Secure cookies from
 * `http://localhost`, so development keeps working.
 */
export function sessionMiddleware(app: Koa, store: SessionStore): Koa.Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE,
      store: {
        get: (id: string) => store.get(id),
        set: (id: string, data: Record<string, unknown>, maxAge: number) =>
          store.set(id, data, maxAge as number | 'session'),
        destroy: (id: string) => store.destroy(id),
      },
      genid: () => randomBytes(32).toString('base64url'),
      signed: false,
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      // A browser-session cookie unless sign-in asks for remember me (sign-in.ts).
      maxAge: 'session',
      rolling: false,
      renew: false,
      // Only sign-in and sign-out change a session, and they commit it themselves
      // (sign-in.ts). Auto-commit would save a regenerated session a second time,
      // and koa-session's second save turns a browser-session lifetime into a day.
      autoCommit: false,
    },
    app,
  );
  return (ctx, next) => {
    // Koa's cookie jar refuses a Secure cookie on a request it thinks is plain HTTP.
    ctx.cookies.secure = true;
    ctx.set('Cache-Control', NO_STORE);
    return session(ctx, next);
  };
}
