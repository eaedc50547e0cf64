import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

/** One page's Lighthouse performance score (0-100) and its main metrics. */
export interface LighthouseRun {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** JavaScript the page downloaded while loading (compressed, as sent): a language's catalogs show here. */
  scriptTransferBytes: number;
}

export interface LighthouseOptions {
  /** Signs the page in. */
  cookie?: string | undefined;
  /** The browser's language (`navigator.languages` and `Accept-Language`); en-GB when not given. */
  locale?: string;
}

/**
 * Lighthouse's default (mobile: a Moto G Power's screen, simulated slow 4G
 * and 4× CPU slowdown), performance only, in a fresh headless Chromium each
 * run so no cache carries over.
 */
export async function lighthousePerformance(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseRun> {
  // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP on a starved
  // machine) says nothing about the page: that run is tried again, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await oneRun(url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `${url}: ${error instanceof Error ? error.message : String(error)}; running it again`,
      );
    }
  }
}

async function oneRun(
  url: string,
  { cookie, locale = 'en-GB' }: LighthouseOptions,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, `--lang=${locale}`, `--accept-lang=${locale}`],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { 'Accept-Language': locale, ...(cookie ? { Cookie: cookie } : {}) },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      scriptTransferBytes: scriptTransferBytes(lhr.audits['resource-summary']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The script row of Lighthouse's resource summary. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** The median of the runs, by score. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
}
