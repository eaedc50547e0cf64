import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { SessionStore } from './session-store';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'puente.sid';

/**
 * Sessions live in the store; the cookie only carries a 256-bit random id.
 *
 * The cookie is not signed (`signed: false`): signing protects data kept in
 * a cookie, and this one holds none. A forged id is just a guess at one of
 * 2^256 values, which the store answers with "no such session", and a stolen
 * id would carry a valid signature anyway. Signing would only add a key to
 * manage and rotate. Revocation is deleting the row.
 *
 * `secure` is left to Koa: Secure exactly when the request came over TLS
 * (`X-Forwarded-Proto` counts only with `app.proxy`, i.e. TRUST_PROXY=1).
 */
export function sessionMiddleware(app: Koa, store: SessionStore): Koa.Middleware {
  return createSession(
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
}
