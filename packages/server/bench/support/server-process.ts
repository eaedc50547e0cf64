import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../src/embedded-postgres';
import { serverRoot } from './cluster';

/** A real `src/main.ts` process, as `pnpm start` runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr lines, for the report when something goes wrong. */
  output: string[];
  /** Resolves when it exits, with its exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the exit; answers how long it took and the code. */
  stop(): Promise<{ ms: number; code: number | null }>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  startTimeoutMs?: number;
}

/** Starts the server on a free loopback port and waits until /api/health answers 200. */
export async function startServer({
  databaseUrl,
  env = {},
  startTimeoutMs = 90_000,
}: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + startTimeoutMs;
  let exitedEarly = false;
  void exited.then(() => {
    exitedEarly = true;
  });
  while (true) {
    if (exitedEarly) throw new Error(`the server exited while starting:\n${output.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
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
      const code = await exited;
      return { ms: Date.now() - started, code };
    },
  };
}
