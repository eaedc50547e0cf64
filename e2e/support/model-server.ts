import { readFile } from 'node:fs/promises';
import { startAssistantStub } from '@puente/server/assistant-stub';
import { DATABASE_URL_FILE } from './database';
import { startPuente } from './puente';
import { PUENTE_PORT } from './urls';

/** The second Puente server's port: beside the journeys' own, which stays canned. */
const MODEL_PORT = PUENTE_PORT + 5;

/** Each person's daily requests on the model's server: the limit journey reaches it on its third. */
export const REQUESTS_PER_DAY = 2;

/**
 * A second Puente server process on the journeys' database, its assistant
 * a model (the server tests' OpenAI-compatible stub, scripted by the
 * journey), so every other journey keeps the canned one.
 */
export async function startModelServer() {
  const stub = await startAssistantStub();
  const server = await startPuente(MODEL_PORT, {
    DATABASE_URL: (await readFile(DATABASE_URL_FILE, 'utf8')).trim(),
    ASSISTANT_URL: stub.url,
    ASSISTANT_MODEL: 'stub-model',
    ASSISTANT_API_KEY: 'sk-e2e-never-shown',
    ASSISTANT_REQUESTS_PER_USER_PER_DAY: String(REQUESTS_PER_DAY),
  });
  return {
    url: server.url,
    stub,
    async stop() {
      await server.stop();
      await stub.close();
    },
  };
}
