import type { User } from '@puente/core';
import { createFakeApi, maria, type RouteHandler } from '@puente/ui/testing';

export { maria };

/** The fake API with nobody signed in; `routes` answer in place of its own. */
export function signedOutServer(routes: Record<string, RouteHandler> = {}) {
  return createFakeApi({ routes });
}

/** The fake API with `user` signed in; `routes` answer in place of its own. */
export function signedInServer(user: User = maria, routes: Record<string, RouteHandler> = {}) {
  return createFakeApi({ user, routes });
}

/** An answer a fake API route gives. */
export type Reply = { status: number; body?: unknown };

/** The server refusing a write for one field: its message, and the same under that field. */
export const fieldRefusal = (status: number, field: string, message: string): Reply => ({
  status,
  body: { message, fieldErrors: { [field]: [message] } },
});

/** An answer the test releases when it wants, to look at the busy state before it. */
export function deferred() {
  let release: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}
