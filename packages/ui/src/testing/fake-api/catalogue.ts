import {
  distinctSubjects,
  type ExchangeRate,
  type FoundationProgramme,
  findProgrammes,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammePage,
  parseWith,
  programmeQuerySchema,
  regionOptions,
  startOptions,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid } from './answer';
import { wait } from './latency';

/**
 * GET /api/foundation-programs as the server answers it: core's search, filters
 * and pages over `programmes`, with the choices the finder's filters offer and the rate.
 */
export function catalogueHandler(
  programmes: readonly FoundationProgramme[],
  { now, exchangeRate, latency }: { now: Date; exchangeRate: ExchangeRate | null; latency: number },
) {
  return http.get('*/api/foundation-programs', async ({ request }) => {
    const query = parseWith(
      programmeQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    await wait(latency);
    if (!query.ok) return invalid(query.errors);
    const page: ProgrammePage = {
      // A signed-in student's match sort is the real server's; this one answers anonymously.
      ...findProgrammes(programmes, query.value, {
        now,
        defaultPageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
      }),
      subjects: distinctSubjects(programmes),
      regions: regionOptions(programmes),
      starts: startOptions(programmes),
      exchangeRate,
    };
    return HttpResponse.json(page);
  });
}
