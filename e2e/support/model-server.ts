import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { startAssistantStub } from '@puente/server/assistant-stub';
import { DATABASE_URL_FILE } from './database';
import { PUENTE_PORT } from './urls';

/** The second Puente server's port: beside the journeys' own, which stays canned. */
const MODEL_PORT = PUENTE_PORT + 5;

/** Each person's daily requests on the model's server: the limit journey reaches it on its third. */
export const REQUESTS_PER_DAY = 2;

/**
 * A second Puente server process on the journeys' database, its assistant
 * a model (the server tests' OpenAI-compatible stub, scripted by the
 * journey), so every other journey keeps the canned one. The built site as
 * `serve.ts` starts it.
 */
export async function startModelServer() {
  const stub = await startAssistantStub();
  const server = spawn(
    process.execPath,
    ['--experimental-async-context-frame', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: new URL('../../packages/server/', import.meta.url),
      env: {
        ...process.env,
        DATABASE_URL: (await readFile(DATABASE_URL_FILE, 'utf8')).trim(),
        PORT: String(MODEL_PORT),
        ASSISTANT_URL: stub.url,
        ASSISTANT_MODEL: 'stub-model',
        ASSISTANT_API_KEY: 'sk-e2e-never-shown',
        ASSISTANT_REQUESTS_PER_USER_PER_DAY: String(REQUESTS_PER_DAY),
      },
      stdio: 'inherit',
    },
  );
  const url = `http://localhost:${MODEL_PORT}`;
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null)
      throw new Error(`the model's Puente server exited (${server.exitCode})`);
    if (waited > 30_000) throw new Error('the model’s Puente server did not start in 30 s');
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stub,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await stub.close();
    },
  };
}
