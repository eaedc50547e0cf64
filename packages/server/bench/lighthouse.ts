/**
 * `pnpm --filter @puente/server lighthouse [--short]`: Lighthouse mobile
 * performance of the built host, served by a real server process, in Debian's
 * Chromium. Full: / and /auth (signed out) and /foundation-programs (signed
 * in), each in en-GB and in a browser set to es-MX, 5 runs each (or
 * BENCH_LIGHTHOUSE_RUNS), the median. `--short` (CI):
 * one run of /auth in a browser set to es-MX, only to show it still runs.
 * `--page=<path>`: that page alone, in each language.
 * Needs `pnpm --filter @puente/host build` first. `pnpm bench` runs the full
 * one and writes the figures.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, startCluster } from './support/cluster';
import {
  CHROMIUM_PATH,
  type LighthouseRun,
  lighthousePerformance,
  medianRun,
} from './support/lighthouse-runner';
import { startServer } from './support/server-process';

export const HOST_DIST = resolve(repoRoot, 'packages/host/dist');
/** A page as measured: its path, in a browser set to `locale`. */
export interface LighthousePage {
  path: string;
  locale: 'en-GB' | 'es-MX';
}

/** The seeded catalogue's first programme: a page a family opens from a shared link. */
const PROGRAMME_PAGE = '/programmes/1';

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  '/',
  '/auth',
  '/help/foundation-year',
  PROGRAMME_PAGE,
  '/foundation-programs',
].flatMap((path) => [
  { path, locale: 'en-GB' as const },
  { path, locale: 'es-MX' as const },
]);

/** Measured signed out, as a first visitor sees them (prerendered; the programme page rendered by the server when asked). */
const PUBLIC_PAGES = new Set(['/', '/auth', '/help/foundation-year', PROGRAMME_PAGE]);

/** Whether a page is measured signed in (a student's screen). */
export const signedIn = ({ path }: LighthousePage) => !PUBLIC_PAGES.has(path);

/** Issue 35's goals for a page: LCP ≤ 1.5 s and a score ≥ 98; the finder, signed in, LCP ≤ 1.8 s. */
export const goalOf = (page: LighthousePage) =>
  signedIn(page) ? 'LCP ≤ 1,800 ms' : '≥ 98, LCP ≤ 1,500 ms';

/** How a measured page is named in the figures: '/auth', '/auth in es-MX'. */
export const pageName = ({ path, locale }: LighthousePage) =>
  locale === 'en-GB' ? path : `${path} in ${locale}`;

/** One page's runs and their median, or why it could not be measured. */
export type PageResult = { page: string; measured: LighthousePage } & (
  | { runs: LighthouseRun[]; median: LighthouseRun }
  | { error: string }
);

/**
 * Every file is asked for once before measuring, so the first run does not
 * pay the new process's first reads (and the disk's) that no later visitor sees.
 */
async function warmUp(serverUrl: string) {
  const files = readdirSync(resolve(HOST_DIST, 'assets')).filter((file) => !file.endsWith('.map'));
  for (const path of ['/', ...files.map((file) => `/assets/${file}`)]) {
    const response = await fetch(`${serverUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
  }
  // The programme page is rendered the first time it is asked for in a language, and kept.
  for (const language of ['en-GB', 'es-MX']) {
    const response = await fetch(`${serverUrl}${PROGRAMME_PAGE}`, {
      headers: { accept: 'text/html', 'accept-language': language, 'accept-encoding': 'br' },
    });
    await response.arrayBuffer();
  }
}

/** Median Lighthouse performance of each page, `runs` runs each, on a server of its own. */
export async function measureLighthouse(pages: LighthousePage[], runs: number) {
  if (!existsSync(resolve(HOST_DIST, 'index.html'))) {
    throw new Error(
      `No built host in ${HOST_DIST}: run \`pnpm --filter @puente/host build\` first.`,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`,
    );
  }
  const cluster = await startCluster('lighthouse');
  try {
    const server = await startServer({ databaseUrl: cluster.url });
    try {
      // A signed-in student, so student screens show themselves rather than /auth.
      const registered = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'lighthouse',
          password: 'lighthouse secret',
          email: 'lighthouse@example.com',
          firstName: 'Ana',
          privacyConsent: true,
        }),
      });
      const cookie = registered.headers.getSetCookie()[0]?.split(';')[0];
      await warmUp(server.url);
      const results: PageResult[] = [];
      for (const measured of pages) {
        const page = pageName(measured);
        const pageRuns: LighthouseRun[] = [];
        try {
          for (let run = 0; run < runs; run += 1) {
            // The public pages are measured signed out: signed in, / is the
            // dashboard and /auth sends the student on to /intro.
            pageRuns.push(
              await lighthousePerformance(`${server.url}${measured.path}`, {
                cookie: signedIn(measured) ? cookie : undefined,
                locale: measured.locale,
              }),
            );
            console.log(`${page} run ${run + 1}: ${pageRuns.at(-1)?.score}`);
          }
          results.push({ page, measured, runs: pageRuns, median: medianRun(pageRuns) });
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          results.push({ page, measured, error: message ?? 'failed' });
        }
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await cluster.destroy();
  }
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? '')) {
  const short = process.argv.includes('--short');
  const only = process.argv.find((arg) => arg.startsWith('--page='))?.slice(7);
  const pages = short
    ? LIGHTHOUSE_PAGES.filter(({ path, locale }) => path === '/auth' && locale === 'es-MX')
    : LIGHTHOUSE_PAGES.filter(({ path }) => only === undefined || path === only);
  const results = await measureLighthouse(
    pages,
    short ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  );
  for (const result of results) {
    if ('error' in result) {
      console.log(`${result.page}: not measured: ${result.error}`);
      continue;
    }
    const { page, runs, median } = result;
    console.log(
      `${page}: median performance ${median.score} of ${runs.map((run) => run.score).join(', ')} (FCP ${Math.round(median.firstContentfulPaintMs)} ms, LCP ${Math.round(median.largestContentfulPaintMs)} ms, TBT ${Math.round(median.totalBlockingTimeMs)} ms, CLS ${median.cumulativeLayoutShift.toFixed(3)}, JavaScript ${(median.scriptTransferBytes / 1024).toFixed(1)} KB)`,
    );
  }
  // The short run proves the measurement works; the goal is judged on the full one.
  if (results.some((result) => 'error' in result || !(result.median.score > 0))) process.exit(1);
}
