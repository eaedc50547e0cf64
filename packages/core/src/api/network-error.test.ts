import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, errorMessage, NETWORK_FAILED, NetworkError } from './api-error';

describe('a request that gets no answer', () => {
  it("is a NetworkError with Puente's message, the browser's own as its cause", async () => {
    const offline = new TypeError('Failed to fetch');
    const api = createApiClient({ fetch: vi.fn<typeof fetch>().mockRejectedValue(offline) });
    const error = await api.get('/api/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as NetworkError).message).toBe(NETWORK_FAILED);
    expect((error as NetworkError).cause).toBe(offline);
    expect(errorMessage(error, 'Please try again.')).toBe(
      'Could not connect. Check your internet connection and try again.',
    );
  });

  it('stays the caller’s own abort when the request was cancelled', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    const error = await createApiClient({ fetch })
      .foundationProgrammes({}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});
