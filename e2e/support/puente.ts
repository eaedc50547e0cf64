import { spawn } from 'node:child_process';

/**
 * A Puente server process (built site and widgets) on `port`, started with the
 * node flags of the server's `start` script and `env` over this process's own;
 * resolves once `/api/health` answers. The journeys' server and the model's
 * second one are both started here.
 */
export async function startPuente(port: number, env: Record<string, string>) {
  const server = spawn(
    process.execPath,
    ['--experimental-async-context-frame', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: new URL('../../packages/server/', import.meta.url),
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  const url = `http://localhost:${port}`;
  let stopping = false;
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null)
      throw new Error(`the Puente server on port ${port} exited (${server.exitCode})`);
    if (waited > 45_000) throw new Error(`the Puente server on port ${port} did not start in 45 s`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** Calls `then` if the server exits before `stop()` asks it to. */
    onEarlyExit(then: (code: number | null) => void) {
      server.once('exit', (code) => {
        if (!stopping) then(code);
      });
    },
    async stop() {
      stopping = true;
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    },
  };
}
