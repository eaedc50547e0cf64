import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { repoRoot } from './cluster';

/** The machine a figure was measured on, and how busy it was, in one line. */
export function machine(): string {
  const cpu = cpus();
  const memory = (totalmem() / 1024 ** 3).toFixed(1);
  const load = (loadavg()[0] ?? 0).toFixed(1);
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${memory} GiB, Node ${process.versions.node}, load average ${load}`;
}

/** Today, as the figures' date. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Replaces the `<!-- name:start -->` … `<!-- name:end -->` section of `file` with `body`. */
export async function writeDocSection(file: string, name: string, body: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = await readFile(file, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${file} has no ${start} … ${end} section`);
  await writeFile(
    file,
    `${current.slice(0, from + start.length)}\n${body.trim()}\n${current.slice(to)}`,
  );
}

/**
 * With `--write-docs`, replaces the `name` section of docs/reliability.md:
 * the command and the machine it was measured with, `conditions` (read on
 * from the machine), then `lines`.
 */
export async function writeReliabilitySection(
  name: string,
  conditions: string,
  lines: string[],
): Promise<void> {
  if (!process.argv.includes('--write-docs')) return;
  const command = `pnpm --filter @puente/server reliability:${name}${process.argv.includes('--short') ? ' --short' : ''}`;
  await writeDocSection(
    resolve(repoRoot, 'docs/reliability.md'),
    name,
    [`Measured with \`${command}\` on ${today()}: ${machine()}${conditions}`, ...lines].join('\n'),
  );
}

/** A markdown table from a header row and rows. */
export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Prints a check and remembers whether it passed; `exitIfFailed` at the end of the run. */
export function createChecks() {
  const failures: string[] = [];
  return {
    check(passed: boolean, what: string) {
      console.log(`${passed ? 'ok  ' : 'FAIL'} ${what}`);
      if (!passed) failures.push(what);
    },
    failures,
    /** Ends the process with code 1, saying how many checks failed, if any did. */
    exitIfFailed() {
      if (failures.length === 0) return;
      console.log(`\n${failures.length} check(s) failed`);
      process.exit(1);
    },
  };
}

export const number = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The `p`th percentile (0–100) of `values`, by nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}
