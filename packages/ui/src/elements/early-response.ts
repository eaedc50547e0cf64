interface LoaderGlobal {
  takeResponse?(url: string, acceptLanguage: string): Promise<Response> | undefined;
}

/**
 * `fetch`, answering a GET the loader already made for this element while its
 * code loaded (`loader/early-requests.ts`: the finder's first page) from
 * that request; when the loader made none, or it failed, it asks itself.
 */
export const fetchWithEarlyResponse: typeof fetch = (input, init) => {
  const loader = (globalThis as { Puente?: LoaderGlobal }).Puente;
  const method = init?.method ?? 'GET';
  if (loader?.takeResponse && method === 'GET' && typeof input === 'string') {
    const acceptLanguage = new Headers(init?.headers).get('Accept-Language') ?? '';
    const early = loader.takeResponse(new URL(input, document.baseURI).href, acceptLanguage);
    if (early) return early.catch(() => fetch(input, init));
  }
  return fetch(input, init);
};
