import type { User } from '@puente/core';
import { createFakeApi, maria, type RouteHandler } from '@puente/widgets/testing';

export { maria };

/** The fake API with nobody signed in; `routes` answer in place of its own. */
export function signedOutServer(routes: Record<string, RouteHandler> = {}) {
  return createFakeApi({ routes });
}

/** The fake API with `user` signed in; `routes` answer in place of its own. */
export function signedInServer(user: User = maria, routes: Record<string, RouteHandler> = {}) {
  return createFakeApi({ user, routes });
}
