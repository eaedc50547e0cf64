/**
 * `pnpm --filter @puente/server reliability:disk-full [--write-docs]`: the
 * real server on a PostgreSQL whose data folder is a small tmpfs, filled to
 * the last byte while students save (issue 33, M1), then freed.
 *
 * Checks: while the disk is full every write answers a success or 503 with
 * the out-of-space message and Retry-After (never 500); the server logs a
 * handful of lines, not a stack trace per request; /api/health answers 503
 * `degraded` while reads still answer 200; once space is freed writes
 * succeed again within 5 s and health says ok. Needs `mount` (root): where
 * it cannot mount a tmpfs it says so and passes, `test/disk-full.test.ts`
 * covering the same answers.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUT_OF_SPACE } from '../src/errors';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { startCluster } from './support/cluster';
import { createChecks, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';
import { prepareTraffic, type Student, TRAFFIC_SERVER_ENV } from './support/traffic';

const SIZE_MB = 100;
const WRITES = 75;
const RECOVERY_LIMIT_MS = 5_000;

const mountPoint = mkdtempSync(join(tmpdir(), 'puente-disk-full-'));
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=1777`, 'tmpfs', mountPoint]);
} catch (error) {
  console.log(`skipped: cannot mount a tmpfs here (${String(error).split('\n')[0]})`);
  rmSync(mountPoint, { recursive: true, force: true });
  process.exit(0);
}

interface Answer {
  status: number;
  /** The body's `message`, or its `status` (the health check's). */
  message?: string;
  retryAfter: string | null;
}

async function call(
  base: string,
  method: string,
  path: string,
  student?: Student,
  body?: unknown,
): Promise<Answer> {
  try {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(student ? { cookie: `${SESSION_COOKIE}=${student.cookie}` } : {}),
        'x-forwarded-for': student?.address ?? '10.9.9.9',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await answer.text();
    let message: string | undefined;
    try {
      const json = JSON.parse(text) as { message?: string; status?: string };
      message = json.message ?? json.status;
    } catch {
      message = undefined;
    }
    return { status: answer.status, message, retryAfter: answer.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, message: String(error), retryAfter: null };
  }
}

const { check, exitIfFailed } = createChecks();
let filler: string | undefined;
try {
  const cluster = await startCluster('disk-full', { dataDir: join(mountPoint, 'data') });
  try {
    const server = await startServer({ databaseUrl: cluster.url, env: TRAFFIC_SERVER_ENV });
    try {
      const { students } = await prepareTraffic(cluster, 25);
      const save = (student: Student, n: number) =>
        call(server.url, 'POST', '/api/student-info', student, {
          intendedSubject: ['Engineering'],
          currentYear: '12th',
          mathScore: n % 101,
          overallGpa: '3.5',
        });
      const join_ = (n: number) =>
        call(server.url, 'POST', '/api/waitlist', undefined, {
          name: `Counselor ${n}`,
          email: `counselor-${n}-${Date.now()}@school.example`,
          schoolName: 'Escuela',
        });

      // Fill the tmpfs to its last byte.
      filler = join(mountPoint, 'filler');
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(1024 * 1024);
      let filled = 0;
      for (let size = chunk.length; size >= 1; ) {
        try {
          writeSync(fd, chunk, 0, size);
          filled += size;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      closeSync(fd);
      const linesBefore = server.output.length;

      const saves: Answer[] = [];
      const joins: Answer[] = [];
      for (let i = 0; i < WRITES; i += 1) {
        const student = students[i % students.length] as Student;
        const [saved, joined] = await Promise.all([save(student, i), join_(i)]);
        saves.push(saved);
        joins.push(joined);
      }
      const health = await call(server.url, 'GET', '/api/health');
      const catalogue = await call(server.url, 'GET', '/api/foundation-programs');
      const me = await call(server.url, 'GET', '/api/user', students[0]);
      const logLines = server.output.length - linesBefore;
      const stackLines = server.output.slice(linesBefore).filter((l) => /^\s+at /.test(l)).length;

      rmSync(filler);
      filler = undefined;
      const freedAt = Date.now();
      let recoveredMs = Number.POSITIVE_INFINITY;
      for (let i = 0; Date.now() - freedAt < RECOVERY_LIMIT_MS * 2; i += 1) {
        const saved = await save(students[i % students.length] as Student, 1000 + i);
        if (saved.status >= 200 && saved.status < 300) {
          recoveredMs = Date.now() - freedAt;
          break;
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      const healthAfter = await call(server.url, 'GET', '/api/health');

      const tally = (answers: Answer[]) => {
        const counts: Record<string, number> = {};
        for (const a of answers) {
          const key =
            a.status === 503 && a.message === OUT_OF_SPACE ? '503 out of space' : String(a.status);
          counts[key] = (counts[key] ?? 0) + 1;
        }
        return Object.entries(counts)
          .map(([key, count]) => `${count} × ${key}`)
          .join(', ');
      };
      const acceptable = (a: Answer) =>
        (a.status >= 200 && a.status < 300) ||
        (a.status === 503 && a.message === OUT_OF_SPACE && a.retryAfter === '60');
      const refused = [...saves, ...joins].filter((a) => a.status === 503).length;
      console.log(`filled ${Math.round(filled / 1024 / 1024)} MB`);
      check(refused > 0, `the full disk was met: ${refused} writes refused`);
      check(saves.every(acceptable), `profile saves while full: ${tally(saves)}`);
      check(joins.every(acceptable), `waitlist joins while full: ${tally(joins)}`);
      check(
        stackLines === 0 && logLines <= 10,
        `the log while full: ${logLines} lines, ${stackLines} of stack traces`,
      );
      check(
        health.status === 503 &&
          health.message === 'degraded' &&
          catalogue.status === 200 &&
          me.status === 200,
        `health ${health.status} ${health.message}; catalogue ${catalogue.status}, /api/user ${me.status}`,
      );
      check(
        recoveredMs <= RECOVERY_LIMIT_MS && healthAfter.status === 200,
        `writes recovered ${recoveredMs} ms after space was freed; health ${healthAfter.status}`,
      );
      await writeReliabilitySection(
        'disk-full',
        `; PostgreSQL's data on a ${SIZE_MB} MB tmpfs filled to the last byte.`,
        [
          '',
          table(
            ['while the disk was full', 'what happened'],
            [
              [`${WRITES} profile saves`, tally(saves)],
              [`${WRITES} waitlist joins`, tally(joins)],
              [
                'the server log',
                `${logLines} ${logLines === 1 ? 'line' : 'lines'}, ${stackLines} of stack traces`,
              ],
              [
                '`/api/health`; catalogue; `/api/user`',
                `${health.status} ${health.message}; ${catalogue.status}; ${me.status}`,
              ],
              [
                'after the space was freed',
                `writes succeeded after ${recoveredMs} ms; health ${healthAfter.status}`,
              ],
            ],
          ),
        ],
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (filler) rmSync(filler, { force: true });
    await cluster.destroy();
  }
} finally {
  try {
    execFileSync('umount', [mountPoint]);
  } catch {
    // busy: leave it, say so
    console.log(`could not unmount ${mountPoint}`);
  }
  rmSync(mountPoint, { recursive: true, force: true });
}
exitIfFailed();
