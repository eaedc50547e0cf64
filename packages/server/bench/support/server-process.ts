import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../src/embedded-postgres';
import { repoRoot, serverRoot } from './cluster';

/** A real `src/main.ts` process, as `pnpm start` runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr lines, for the report when something goes wrong. */
  output: string[];
  /** Resolves when it exits, with its exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the exit. */
  stop(): Promise<ServerExit>;
}

/** How a server process exited after SIGTERM: how long it took, the code and the signal. */
export interface ServerExit {
  ms: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  startTimeoutMs?: number;
  /**
   * `pnpm-start`: the README's very command, `pnpm start` at the repository's
   * root (pnpm, the build check, pnpm again, then node), signalled as an
   * orchestrator would: SIGTERM to the outermost process only. By default
   * node runs `src/main.ts` directly, with the thread pool `pnpm start` sets.
   */
  via?: 'node' | 'pnpm-start';
}

// As the server's `start` script sets it (libuv reads it once, before main.ts runs).
const UV_THREADPOOL_SIZE = '6';
// As the server's `start` script runs node (NODE_OPTIONS does not take it).
const NODE_FLAGS = ['--experimental-async-context-frame'];
// Three times the longest exit any check allows.
const STOP_LIMIT_MS = 30_000;

/** Starts the server on a free loopback port and waits until /api/health answers 200. */
export async function startServer({
  databaseUrl,
  env = {},
  startTimeoutMs = 90_000,
  via = 'node',
}: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args, cwd] =
    via === 'pnpm-start'
      ? // Under pnpm, npm_execpath is the pnpm that runs this script.
        [process.env.npm_execpath ?? 'pnpm', ['start'], repoRoot]
      : [process.execPath, [...NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], serverRoot];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      UV_THREADPOOL_SIZE,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failed start can end every process under pnpm.
    detached: true,
  });
  const killAll = () => {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killAll);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close': the output is read to its end too (the "stopped" line).
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const exited = ended.then(({ code }) => code);
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + startTimeoutMs;
  let exitedEarly = false;
  void exited.then(() => {
    exitedEarly = true;
  });
  while (true) {
    if (exitedEarly) throw new Error(`the server exited while starting:\n${output.join('\n')}`);
    if (Date.now() > deadline) {
      killAll();
      throw new Error(`the server did not answer /api/health in time:\n${output.join('\n')}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 200));
  }

  return {
    url,
    child,
    output,
    exited,
    async stop() {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // A server that will not stop fails its check rather than holding the run forever.
      const stuck = setTimeout(killAll, STOP_LIMIT_MS);
      const { code, signal } = await ended;
      clearTimeout(stuck);
      return { ms: Date.now() - started, code, signal };
    },
  };
}
