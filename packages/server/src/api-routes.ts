import type { Router } from '@koa/router';
import type Koa from 'koa';

/** One route of the API: a method and its path pattern. */
export interface ApiRoute {
  method: string;
  path: string;
}

const routesOf = new WeakMap<Koa, readonly ApiRoute[]>();

/** Keeps the API's routes with its app (app.ts), for the table of who may call what. */
export function rememberApiRoutes(app: Koa, routers: readonly Router[]): void {
  const routes = routers
    .flatMap((router) => router.stack)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    );
  routesOf.set(app, Object.freeze(routes));
}

/** Every route of `app`'s API (test/access-rules.test.ts lists who may call each). */
export function apiRoutesOf(app: Koa): readonly ApiRoute[] {
  return routesOf.get(app) ?? [];
}
