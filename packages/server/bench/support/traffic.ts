import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { DATABASE_UNAVAILABLE } from '../../src/errors';
import { createPasswordHasher } from '../../src/modules/auth/password';
import { SESSION_COOKIE } from '../../src/modules/session/session.middleware';
import { usernameKey } from '../../src/modules/user/username-key';
import type { Cluster } from './cluster';

/**
 * The server's settings for this traffic: its students are behind a trusted
 * proxy, each with an address of its own; and each joins the waitlist many
 * times a minute, which the per-address waitlist limit (20 an hour) is there
 * to refuse: the load measures capacity, `test/waitlist.test.ts` the limit.
 */
export const TRAFFIC_SERVER_ENV = { TRUST_PROXY: '1', RATE_LIMIT_WAITLIST_PER_ADDRESS: '0' };

/** A signed-in student the traffic acts as: one connection each. */
export interface Student {
  id: number;
  username: string;
  password: string;
  cookie: string;
  /** Where the student is, as the trusted proxy reports it (X-Forwarded-For). */
  address: string;
}

const PASSWORD = 'load test password';

/**
 * Students made straight in the database (one OWASP-cost hash, shared), each
 * already signed in with a session row of its own, so setting up hundreds
 * costs no hashing; signing in again during the run goes through the API.
 * The database must be migrated (a server has started on it).
 */
async function prepareStudents(cluster: Cluster, count: number): Promise<Student[]> {
  const hash = await createPasswordHasher().hash(PASSWORD);
  const run = randomBytes(3).toString('hex');
  const usernames = Array.from({ length: count }, (_, n) => `load_${run}_${n + 1}`);
  // Keyed as the server keys a sign-in's username (its confusable skeleton), or it is not found.
  const users = await cluster.query<{ id: number; username: string }>(
    `insert into users (username, username_key, password, email, first_name)
     select u.name, u.key, $3, u.name || '@example.com', 'Load'
     from unnest($1::text[], $2::text[]) with ordinality as u(name, key, n)
     order by u.n returning id, username`,
    [usernames, usernames.map(usernameKey), hash],
  );
  const students = users.map((user, index) => ({
    id: user.id,
    username: user.username,
    password: PASSWORD,
    cookie: randomBytes(32).toString('base64url'),
    address: `10.${Math.floor(index / 250) + 1}.${index % 250}.7`,
  }));
  await cluster.query(
    `insert into sessions (id, data, expires_at, absolute_expires_at, user_id)
     select id, jsonb_build_object('userId', user_id, '_session', true),
            now() + interval '2 hours', now() + interval '12 hours', user_id
     from unnest($1::text[], $2::int[]) as s(id, user_id)`,
    [students.map((student) => student.cookie), students.map((student) => student.id)],
  );
  return students;
}

type Op =
  | 'catalogue'
  | 'search'
  | 'programme'
  | 'selections'
  | 'select'
  | 'deselect'
  | 'statement'
  | 'profile'
  | 'waitlist'
  | 'me'
  | 'login';

const MIX: [Op, number][] = [
  ['catalogue', 22],
  ['search', 15],
  ['programme', 10],
  ['selections', 15],
  ['select', 10],
  ['deselect', 6],
  ['statement', 5],
  ['profile', 4],
  ['waitlist', 10],
  ['me', 3],
];
const WRITES = new Set<Op>(['select', 'deselect', 'statement', 'profile', 'waitlist', 'login']);
const SEARCHES = ['london', 'engineering', 'business', 'king', 'manchester', 'law', 'science'];

/** One request as the client saw it. */
export interface Outcome {
  op: Op;
  target: number;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** The error message of a failed answer, or the network error. */
  detail?: string;
}

/** What the server acknowledged, to look for in the database afterwards. */
export interface Ledger {
  /** Per student, per programme: selected or not, and the statement last saved. */
  selections: Map<number, Map<number, SelectionState>>;
  /** Per waitlist email: the name of its first acknowledged join; `acknowledged` once any join was. */
  waitlist: Map<string, { name: string | undefined; acknowledged: boolean }>;
  /** Per student: the GPA last saved. */
  profiles: Map<number, string | undefined>;
}

interface SelectionState {
  /** undefined: a write whose outcome is unknown (no answer, or an error answer). */
  present: boolean | undefined;
  selectionId?: number;
  statement?: string | undefined;
}

/** Who the traffic acts as and what it selects: `count` signed-in students and the catalogue's programme ids. */
export async function prepareTraffic(
  cluster: Cluster,
  count: number,
): Promise<Pick<TrafficOptions, 'students' | 'programmeIds'>> {
  const students = await prepareStudents(cluster, count);
  const programmeIds = (
    await cluster.query<{ id: number }>('select id from foundation_year_info')
  ).map((row) => row.id);
  return { students, programmeIds };
}

export interface TrafficOptions {
  /** Base URLs; each student's requests go round-robin over them. */
  targets: string[];
  students: Student[];
  durationMs: number;
  /** Sign-ins through the API, shared by all students (each costs a full scrypt hash). */
  loginsPerSecond: number;
  programmeIds: number[];
  /** Ends the run early (e.g. once the server is stopping). */
  stopped?: () => boolean;
  /** Per-request timeout. */
  timeoutMs?: number;
}

export interface TrafficResult {
  outcomes: Outcome[];
  ledger: Ledger;
  startedAt: number;
  endedAt: number;
}

/** Drives the mixed traffic: one keep-alive connection per student, each sending one request at a time. */
export async function driveTraffic({
  targets,
  students,
  durationMs,
  loginsPerSecond,
  programmeIds,
  stopped = () => false,
  timeoutMs = 30_000,
}: TrafficOptions): Promise<TrafficResult> {
  const ledger: Ledger = { selections: new Map(), waitlist: new Map(), profiles: new Map() };
  const outcomes: Outcome[] = [];
  const startedAt = Date.now();
  const endsAt = startedAt + durationMs;
  let loginTokens = 1;
  let lastRefill = startedAt;
  const takeLogin = () => {
    const now = Date.now();
    loginTokens = Math.min(5, loginTokens + ((now - lastRefill) / 1000) * loginsPerSecond);
    lastRefill = now;
    if (loginTokens < 1) return false;
    loginTokens -= 1;
    return true;
  };
  const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const pickOp = (): Op => {
    if (loginsPerSecond > 0 && Math.random() < 0.02 && takeLogin()) return 'login';
    let roll = Math.random() * totalWeight;
    for (const [op, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return op;
    }
    return 'catalogue';
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

  await Promise.all(
    students.map(async (student, index) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const mine = new Map<number, SelectionState>();
      ledger.selections.set(student.id, mine);
      let counter = 0;
      let turn = index;
      try {
        while (Date.now() < endsAt && !stopped()) {
          const op = pickOp();
          const target = turn % targets.length;
          turn += 1;
          counter += 1;
          const base = targets[target] as string;
          const send = (method: string, path: string, body?: unknown, wanted?: 'json') =>
            call(agent, base, method, path, student, body, timeoutMs, wanted);
          const started = Date.now();
          let answer: Answer;
          switch (op) {
            case 'catalogue':
              answer = await send('GET', '/api/foundation-programs');
              break;
            case 'search':
              answer = await send('GET', `/api/foundation-programs?q=${pick(SEARCHES)}&page=1`);
              break;
            case 'programme':
              answer = await send('GET', `/api/foundation-programs/${pick(programmeIds)}`);
              break;
            case 'selections':
            case 'me':
              answer = await send('GET', op === 'me' ? '/api/user' : '/api/selected-programs');
              break;
            case 'select': {
              const programId = pick(programmeIds);
              const before = mine.get(programId);
              answer = await send('POST', '/api/selected-programs', { programId }, 'json');
              if (!ok(answer)) {
                mine.set(programId, { present: undefined });
                break;
              }
              const selectionId = (answer.json as { id: number }).id;
              const kept = before?.present === true && before.selectionId === selectionId;
              // 201: a new row, no statement yet; 200: the row that was there, statement as before.
              const statement = answer.status === 201 ? '' : kept ? before.statement : undefined;
              mine.set(programId, { present: true, selectionId, statement });
              break;
            }
            case 'deselect':
            case 'statement': {
              const known = [...mine].filter(([, state]) => state.present && state.selectionId);
              if (known.length === 0) {
                answer = await send('GET', '/api/selected-programs');
                break;
              }
              const [programId, state] = pick(known);
              if (op === 'deselect') {
                answer = await send('DELETE', `/api/selected-programs/${state.selectionId}`);
                mine.set(
                  programId,
                  ok(answer) ? { present: false } : { ...state, present: undefined },
                );
              } else {
                const text = `statement ${student.id}-${counter}: ${'I want to study in the UK. '.repeat(8)}`;
                answer = await send(
                  'PUT',
                  `/api/selected-programs/${state.selectionId}/personal-statement`,
                  { personalStatement: text },
                );
                mine.set(programId, { ...state, statement: ok(answer) ? text : undefined });
              }
              break;
            }
            case 'profile': {
              const gpa = `${(counter % 100) / 10}`;
              answer = await send('POST', '/api/student-info', {
                intendedSubject: ['Engineering'],
                currentYear: '12th',
                mathScore: counter % 101,
                overallGpa: gpa,
              });
              ledger.profiles.set(student.id, ok(answer) ? gpa : undefined);
              break;
            }
            case 'waitlist': {
              // Mostly new counselors, sometimes one joining again with a new name.
              const again = counter % 5 === 0 && counter > 5;
              const email = `vu${student.id}-${again ? counter - 5 : counter}@school.example`;
              const name = `Counselor ${student.id} ${counter}`;
              const entry = ledger.waitlist.get(email);
              answer = await send('POST', '/api/waitlist', {
                name,
                email,
                schoolName: 'Load School',
              });
              // The first entry is kept (a later join is only recorded beside it).
              const kept = entry ? (entry.acknowledged ? entry.name : undefined) : name;
              ledger.waitlist.set(email, {
                name: ok(answer) || entry?.acknowledged ? kept : undefined,
                acknowledged: ok(answer) || (entry?.acknowledged ?? false),
              });
              break;
            }
            case 'login':
              // The student signing in on another browser (no cookie sent): a slow
              // sign-in never leaves this connection with a session it was not told of.
              answer = await call(
                agent,
                base,
                'POST',
                '/api/login',
                { ...student, cookie: '' },
                { username: student.username, password: student.password },
                timeoutMs,
              );
              break;
          }
          outcomes.push({
            op,
            target,
            startedAt: started,
            endedAt: Date.now(),
            status: answer.status,
            ...(answer.detail === undefined ? {} : { detail: answer.detail }),
          });
          if (answer.status === 0) await new Promise((done) => setTimeout(done, 50));
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { outcomes, ledger, startedAt, endedAt: Date.now() };
}

interface Answer {
  status: number;
  json?: unknown;
  detail?: string;
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/**
 * One request. A successful answer's body is read only when `wanted`: the
 * driver shares the machine with the server, and parsing every 66 KB
 * catalogue it is sent took it from under half a core to two thirds, time
 * that then showed as the server's latency.
 */
function call(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  student: Student,
  body: unknown,
  timeoutMs: number,
  wanted?: 'json',
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${base}${path}`, {
      method,
      agent,
      timeout: timeoutMs,
      headers: {
        ...(student.cookie ? { cookie: `${SESSION_COOKIE}=${student.cookie}` } : {}),
        'x-forwarded-for': student.address,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    req.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.on('error', (error) => resolve({ status: 0, detail: error.message }));
      if (wanted === undefined && status < 400) {
        response.on('end', () => resolve({ status }));
        response.resume();
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const message = (json as { message?: string } | undefined)?.message;
        resolve({
          status,
          json,
          ...(status >= 400 ? { detail: message ?? text.slice(0, 200) } : {}),
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ status: 0, detail: error.message }));
    req.end(payload);
  });
}

/** Counts of a run's outcomes, and its latencies. */
export function summarise(outcomes: Outcome[], from = 0, to = Number.POSITIVE_INFINITY) {
  const window = outcomes.filter((outcome) => outcome.startedAt >= from && outcome.startedAt < to);
  const succeeded = window.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
  const unavailable = window.filter(
    (outcome) => outcome.status === 503 && outcome.detail === DATABASE_UNAVAILABLE,
  );
  const failed = window.filter(
    (outcome) => !(outcome.status >= 200 && outcome.status < 300) && !unavailable.includes(outcome),
  );
  const latencies = succeeded
    .map((outcome) => outcome.endedAt - outcome.startedAt)
    .sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  const writes = succeeded.filter((outcome) => WRITES.has(outcome.op)).length;
  return {
    requests: window.length,
    succeeded: succeeded.length,
    writes,
    unavailable: unavailable.length,
    failed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
  };
}

/** Describes failures by kind, e.g. `3 × 500 Something went wrong`. */
export function describeFailures(failed: Outcome[]): string[] {
  const kinds = new Map<string, number>();
  for (const outcome of failed) {
    const key = `${outcome.status || 'no answer'} ${outcome.op}: ${outcome.detail ?? ''}`.trim();
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} × ${key}`);
}

/**
 * The end of a run: its outcomes from `from` to `to` counted (`summarise`),
 * every write it acknowledged looked up in the database, the commonest
 * failures and the first writes found missing printed, and the check that
 * none is missing. Answers the counts and what the database was checked for.
 */
export async function reviewRun(
  check: (passed: boolean, what: string) => void,
  cluster: Cluster,
  run: TrafficResult,
  from?: number,
  to?: number,
) {
  const figures = summarise(run.outcomes, from, to);
  const ledger = await verifyLedger(cluster, run.ledger);
  printProblems(figures.failed, ledger);
  check(
    ledger.problems.length === 0,
    `every acknowledged write is in the database (${ledger.checked} checked)`,
  );
  return { figures, ledger };
}

/** Prints the commonest failures and the first writes found missing, ten of each. */
function printProblems(failed: Outcome[], ledger: { problems: string[] }): void {
  for (const line of describeFailures(failed).slice(0, 10)) console.log(`  ${line}`);
  for (const problem of ledger.problems.slice(0, 10)) console.log(`  ${problem}`);
}

/**
 * Looks in the database for every write the server acknowledged: selections
 * present or removed, the statements last saved, waitlist entries with their
 * names, profiles. Answers what it checked and what it found missing.
 */
async function verifyLedger(cluster: Cluster, ledger: Ledger) {
  const problems: string[] = [];
  let checked = 0;
  const userIds = [...ledger.selections.keys()];
  const rows = await cluster.query<{
    user_id: number;
    program_id: number;
    id: number;
    personal_statement: string | null;
  }>(
    'select user_id, program_id, id, personal_statement from selected_programs where user_id = any($1::int[])',
    [userIds],
  );
  const found = new Map(rows.map((row) => [`${row.user_id}:${row.program_id}`, row]));
  for (const [userId, programmes] of ledger.selections) {
    for (const [programId, state] of programmes) {
      if (state.present === undefined) continue;
      checked += 1;
      const row = found.get(`${userId}:${programId}`);
      if (state.present && !row)
        problems.push(`selection of programme ${programId} by user ${userId} is missing`);
      if (!state.present && row)
        problems.push(
          `selection of programme ${programId} by user ${userId} was removed but is back`,
        );
      if (state.present && row && state.statement !== undefined) {
        checked += 1;
        if ((row.personal_statement ?? '') !== state.statement) {
          problems.push(`statement on selection ${row.id} is not the last one saved`);
        }
      }
    }
  }
  const emails = [...ledger.waitlist.keys()];
  const entries = await cluster.query<{ email: string; name: string }>(
    'select email, name from waitlist where email = any($1::text[])',
    [emails],
  );
  const names = new Map(entries.map((entry) => [entry.email, entry.name]));
  for (const [email, entry] of ledger.waitlist) {
    if (!entry.acknowledged) continue;
    checked += 1;
    if (!names.has(email)) problems.push(`waitlist entry ${email} is missing`);
    else if (entry.name !== undefined && names.get(email) !== entry.name) {
      problems.push(`waitlist entry ${email} does not have the name it first joined with`);
    }
  }
  const profiles = await cluster.query<{ user_id: number; overall_gpa: string }>(
    'select user_id, overall_gpa from student_info where user_id = any($1::int[])',
    [[...ledger.profiles.keys()]],
  );
  const gpas = new Map(profiles.map((profile) => [profile.user_id, profile.overall_gpa]));
  for (const [userId, gpa] of ledger.profiles) {
    if (gpa === undefined) continue;
    checked += 1;
    if (gpas.get(userId) !== gpa)
      problems.push(`profile of user ${userId} is not the last one saved`);
  }
  return { checked, problems };
}
