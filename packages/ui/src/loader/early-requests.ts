import type { EarlyRequest } from './catalogue-prefetch';

/**
 * Requests the loader makes for elements whose code is still on its way, each
 * answered once to the element that asks for it (`takeResponse`).
 */
export function earlyRequests(fetch: typeof globalThis.fetch = globalThis.fetch) {
  const started = new Map<string, Promise<Response>>();
  const key = ({ url, acceptLanguage }: EarlyRequest) => `${acceptLanguage} ${url}`;
  return {
    /** Asks, unless already asked (two finders alike on a page); the answer either way. */
    start(request: EarlyRequest): Promise<Response> {
      const asked = started.get(key(request));
      if (asked) return asked;
      const response = fetch(request.url, {
        credentials: 'same-origin',
        headers: { 'Accept-Language': request.acceptLanguage },
      });
      // Unhandled until an element takes it: the element then asks again itself.
      response.catch(() => {});
      started.set(key(request), response);
      return response;
    },
    /** The answer to the request, if the loader made it and nobody took it yet. */
    takeResponse(request: EarlyRequest): Promise<Response> | undefined {
      const response = started.get(key(request));
      started.delete(key(request));
      return response;
    },
  };
}
