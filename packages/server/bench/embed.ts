/**
 * `pnpm bench --embed` (not a test): a school's page of another origin with
 * the `async` loader snippet, in Chromium, as a student's phone sees it:
 * throttled (CDP: slow 4G, 400 kbit/s both ways and 400 ms round trips; the
 * CPU 4x slower) and not. For the programme finder alone
 * (`e2e/school-site/bench-finder.html`): the school page's first paint, when
 * its catalogue request starts and when its programmes show, and how many
 * requests the page made before they did; for it and the six-element page
 * (`bench-six.html`), the layout shift at 1280 and 375 px wide. The median
 * of BENCH_EMBED_RUNS (default 3) runs each. `--write-docs` puts the figures
 * into docs/embedding.md. Each run prints its requests (start, end, bytes);
 * `--cls` measures the layout shift alone and prints what moved (each
 * shift's nodes, where they were and went), for the console only.
 */
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startSchoolSite } from '../../../e2e/support/school-site';
import { freePort } from '../src/embedded-postgres';
import { repoRoot, startCluster } from './support/cluster';
import { machine, table, today, writeDocSection } from './support/report';
import { startServer } from './support/server-process';

const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 3);
const DOCS_FILE = resolve(repoRoot, 'docs/embedding.md');
const COMMAND = 'pnpm bench --embed';
const SLOW_4G = { latency: 400, throughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
const CLS_ONLY = process.argv.includes('--cls');

/** Before the page's own scripts: what the page measures of itself. */
const MEASURE = `(() => {
  const seen = { cls: 0, firstPaint: undefined, programmes: undefined, shifts: [] };
  window.__bench = seen;
  const describe = (node) =>
    node ? (node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') : '#text in ' + (node.parentElement?.tagName.toLowerCase() ?? '?')) : '?';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      seen.cls += entry.value;
      seen.shifts.push(
        Math.round(entry.startTime) + 'ms ' + entry.value.toFixed(3) + ': ' +
          entry.sources.map((s) => describe(s.node) + ' y ' + s.previousRect.y + '→' + s.currentRect.y + ' h ' + s.previousRect.height + '→' + s.currentRect.height).join(', '),
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-paint') seen.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Programmes are visible once a card has a box: the finder's own, or the loader's preview of
  // them (in the shadow root of the finder's light-DOM child, which shows until the finder renders).
  const look = () => {
    const finder = document.querySelector('puente-programme-finder');
    const own = finder?.shadowRoot?.querySelector('article');
    const preview = finder?.querySelector(':scope > [data-puente-preview]')?.shadowRoot?.querySelector('article');
    if (own && seen.finderProgrammes === undefined) seen.finderProgrammes = performance.now();
    if ((own || preview?.getClientRects().length) && seen.programmes === undefined) seen.programmes = performance.now();
    if (seen.finderProgrammes === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** What the page measured, once its programmes show and its layout had time to settle. */
const RESULT = `(() => {
  const seen = window.__bench;
  const resources = performance.getEntriesByType('resource');
  const catalogue = resources.find((entry) => entry.name.includes('/api/foundation-programs'));
  return {
    cls: seen.cls,
    shifts: seen.shifts,
    firstPaint: seen.firstPaint,
    programmes: seen.programmes,
    finderProgrammes: seen.finderProgrammes,
    catalogueStart: catalogue ? catalogue.startTime : undefined,
    // Where the time went: each request's start and end (ms) and bytes on the wire.
    waterfall: resources.map((entry) =>
      [new URL(entry.name).pathname.slice(0, 70), Math.round(entry.startTime), Math.round(entry.responseEnd), entry.transferSize].join(' '),
    ),
    // The page itself and each request that started before the programmes showed.
    requestsBefore: 1 + resources.filter((entry) => entry.startTime < (seen.programmes ?? Infinity)).length,
  };
})()`;

interface Run {
  cls: number;
  shifts: string[];
  waterfall: string[];
  firstPaint?: number;
  programmes?: number;
  /** When the finder's own cards replaced the loader's preview of them. */
  finderProgrammes?: number;
  catalogueStart?: number;
  requestsBefore: number;
}

async function measure(
  page: Page,
  url: string,
  { throttled, width }: { throttled: boolean; width: number },
): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.throughput,
      uploadThroughput: SLOW_4G.throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.addInitScript({ content: MEASURE });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (url.includes('bench-finder')) {
    // Polled from outside: the page's CSP forbids the eval `waitForFunction` uses.
    const started = Date.now();
    while (!(await page.evaluate('window.__bench.finderProgrammes !== undefined'))) {
      if (Date.now() - started > 120_000) throw new Error(`${url}: no programmes in 2 minutes`);
      await page.waitForTimeout(100);
    }
  } else {
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
  }
  // Whatever moves once the content is in (a late chunk, a picture) counts too.
  await page.waitForTimeout(throttled ? 3000 : 1000);
  return (await page.evaluate(RESULT)) as Run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`;

const cluster = await startCluster('embed');
const server = await startServer({ databaseUrl: cluster.url });
const schoolPort = await freePort();
const school = await startSchoolSite(schoolPort, server.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

const rows: string[][] = [];
const clsRows: string[][] = [];
try {
  for (const throttled of [true, false]) {
    const condition = throttled ? 'slow 4G, CPU 4x' : 'not throttled';
    const runs: Run[] = [];
    for (let run = 0; run < (CLS_ONLY ? 0 : RUNS); run++) {
      const page = await (await browser.newContext()).newPage();
      runs.push(
        await measure(page, `http://localhost:${schoolPort}/bench-finder.html`, {
          throttled,
          width: 375,
        }),
      );
      await page.context().close();
    }
    const after = (key: 'programmes' | 'finderProgrammes' | 'catalogueStart') =>
      median(runs.map((run) => (run[key] ?? Number.NaN) - (run.firstPaint ?? Number.NaN)));
    if (!CLS_ONLY)
      rows.push([
        condition,
        seconds(median(runs.map((run) => run.firstPaint ?? Number.NaN))),
        `+${seconds(after('catalogueStart'))}`,
        `+${seconds(after('programmes'))}`,
        `+${seconds(after('finderProgrammes'))}`,
        String(median(runs.map((run) => run.requestsBefore))),
      ]);
    for (const { waterfall, ...run } of runs) {
      console.log(condition, JSON.stringify({ ...run, shifts: undefined }));
      console.log(`  ${waterfall.join('\n  ')}`);
    }

    for (const [name, path] of [
      ['the finder alone', 'bench-finder.html'],
      ['six elements', 'bench-six.html'],
    ] as const) {
      const cls: string[] = [];
      for (const width of [1280, 375]) {
        const values: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await (await browser.newContext()).newPage();
          const measured = await measure(page, `http://localhost:${schoolPort}/${path}`, {
            throttled,
            width,
          });
          values.push(measured.cls);
          if (CLS_ONLY) console.log(condition, name, width, measured.shifts.join('\n  '));
          await page.context().close();
        }
        console.log(condition, name, width, JSON.stringify(values));
        cls.push(median(values).toFixed(3));
      }
      clsRows.push([condition, name, ...cls]);
    }
  }
} finally {
  await browser.close();
  school.close();
  await server.stop();
  await cluster.destroy();
}

const figures = [
  `Measured with \`${COMMAND}\` (BENCH_EMBED_RUNS=${RUNS}, the median) on ${today()}: ${machine()} at the end; the machine is shared with other work, which slows the CPU-bound figures. Chromium at \`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\`, CDP throttling, the cache off; the school page is \`e2e/school-site/bench-finder.html\` at 375 px on another origin, with the snippet: \`reserve.css\` and the \`async\` loader.`,
  '',
  CLS_ONLY
    ? '(the layout shift alone: `--cls`)'
    : table(
        [
          'Finder alone',
          'school page first paint',
          'catalogue request starts',
          'programmes visible',
          "the finder's own cards",
          'requests before',
        ],
        rows,
      ),
  '',
  'Cumulative layout shift (every shift without input, summed), the same snippet:',
  '',
  table(['', 'page', 'CLS at 1280 px', 'CLS at 375 px'], clsRows),
].join('\n');
console.log(`\n${figures}`);
// The layout shift alone is not the whole section.
if (process.argv.includes('--write-docs') && !CLS_ONLY) {
  await writeDocSection(DOCS_FILE, 'embed-bench', figures);
  console.log(`\nwrote the figures to ${DOCS_FILE}`);
}
