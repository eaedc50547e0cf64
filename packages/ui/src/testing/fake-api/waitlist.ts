import { HttpResponse, http } from 'msw';
import { wait } from './latency';

/** POST /api/waitlist: the server answers the same to every accepted request, new email or not. */
export function waitlistHandler(latency: number) {
  return http.post('*/api/waitlist', async () => {
    await wait(latency);
    return HttpResponse.json({ ok: true }, { status: 202 });
  });
}
