import { describe, expect, it, vi } from 'vitest';
import { earlyRequests } from './early-requests';

const request = {
  url: 'https://puente.example/api/foundation-programs?page=1',
  acceptLanguage: 'es-MX',
};

describe('the loader’s early requests', () => {
  it('asks once, in the element’s language, and answers the element once', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const early = earlyRequests(fetch);
    const first = early.start(request);
    expect(early.start(request)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(request.url, {
      credentials: 'same-origin',
      headers: { 'Accept-Language': 'es-MX' },
    });

    expect(early.takeResponse({ ...request, acceptLanguage: 'en-GB' })).toBeUndefined();
    expect(await early.takeResponse(request)?.then((answer) => answer.text())).toBe('{}');
    expect(early.takeResponse(request)).toBeUndefined();
  });
});
