/**
 * `pnpm --filter @puente/server exec tsx bench/first-request.ts` (not a test):
 * how long the host's main JavaScript and stylesheet take on the first
 * request to a freshly started server, as a browser asks for them (Brotli or
 * gzip), and on the second. Each round starts a new server process (a cold
 * start) on one embedded PostgreSQL; FIRST_REQUEST_ROUNDS sets how many
 * (default 5). Needs a built host (`pnpm build`).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot, startCluster } from './support/cluster';
import { machine, number, table } from './support/report';
import { startServer } from './support/server-process';

const ROUNDS = Number(process.env.FIRST_REQUEST_ROUNDS ?? 5);
const HOST_DIST = resolve(repoRoot, 'packages/host/dist');

/** The entry script, React's chunk and the stylesheet index.html names. */
async function mainFiles(): Promise<string[]> {
  const html = await readFile(resolve(HOST_DIST, 'index.html'), 'utf8');
  const named = (pattern: RegExp) => {
    const path = pattern.exec(html)?.[1];
    if (!path) throw new Error(`index.html names no ${pattern}`);
    return path;
  };
  return [
    named(/src="(\/assets\/index-[^"]+\.js)"/),
    named(/href="(\/assets\/react-[^"]+\.js)"/),
    named(/href="(\/assets\/style-[^"]+\.css)"/),
  ];
}

/** Milliseconds to the last byte, the bytes on the wire and their encoding. */
async function timed(url: string) {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  // Undecoded length: fetch decodes the body, so count what the header says was sent.
  await answer.arrayBuffer();
  return {
    ms: performance.now() - started,
    bytes: Number(answer.headers.get('content-length') ?? 0),
    encoding: answer.headers.get('content-encoding') ?? 'identity',
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const files = await mainFiles();
const first = new Map<string, number[]>(files.map((file) => [file, []]));
const second = new Map<string, number[]>(files.map((file) => [file, []]));
const sent = new Map<string, string>();
const loads: string[] = [];
const cluster = await startCluster('first-request');
try {
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer({ databaseUrl: cluster.url });
    try {
      loads.push(machine().replace(/.*load average /, ''));
      for (const file of files) {
        const cold = await timed(server.url + file);
        first.get(file)?.push(cold.ms);
        sent.set(file, `${number(cold.bytes / 1024, 1)} KB ${cold.encoding}`);
      }
      for (const file of files) second.get(file)?.push((await timed(server.url + file)).ms);
    } finally {
      await server.stop();
    }
  }
} finally {
  await cluster.destroy();
}

console.log(`${machine()}; load average before each round: ${loads.join(', ')}`);
console.log(
  table(
    ['file', 'sent', `first request, median of ${ROUNDS} (ms)`, 'each round (ms)', 'second (ms)'],
    files.map((file) => [
      file.replace(/-[\w-]+(\.\w+)$/, '-*$1'),
      sent.get(file) ?? '',
      number(median(first.get(file) ?? []), 1),
      (first.get(file) ?? []).map((ms) => number(ms, 0)).join(', '),
      number(median(second.get(file) ?? []), 1),
    ]),
  ),
);
