import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_EXCHANGE_RATE } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { DEV_ORIGINS, loadConfig } from '../src/config';

describe('DATABASE_POOL_SIZE', () => {
  it('is unset by default, so the server opens db.ts’s pool', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBeUndefined();
  });

  it('sets the connections a process opens', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
  });

  it.each(['1', '101', '8.5', 'eight', '-4'])('refuses %s with a readable message', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
      'Invalid environment: DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 2 to 100',
    );
  });
});

describe('the Vite dev server’s origins', () => {
  it('are allowed only when NODE_ENV says development, never by default', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).allowedOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).allowedOrigins).toEqual(DEV_ORIGINS);
  });

  it('`pnpm start` runs in production and `pnpm dev` in development', async () => {
    const { scripts } = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/(^|\s)NODE_ENV=production\s/);
    expect(scripts.dev).toMatch(/(^|\s)NODE_ENV=development\s/);
  });
});

describe('connection limits', () => {
  it('cap each address and keep silent connections seconds, by default', () => {
    const { connections } = loadConfig({ MAX_CONNECTIONS: '2000' });
    expect(connections).toEqual({
      perAddress: 512,
      perAddressPerSecond: 256,
      total: 2000,
      reserved: 100,
      firstByteTimeoutMs: 5000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5000,
    });
  });

  it('behind a proxy leave per-address caps to it, and outlast its idle connections', () => {
    const { connections } = loadConfig({ TRUST_PROXY: '1' });
    expect(connections.perAddress).toBe(0);
    expect(connections.perAddressPerSecond).toBe(0);
    expect(connections.keepAliveTimeoutMs).toBe(65_000);
  });

  it('read each from its variable', () => {
    const { connections } = loadConfig({
      CONNECTIONS_PER_ADDRESS: '40',
      CONNECTIONS_PER_ADDRESS_PER_SECOND: '20',
      MAX_CONNECTIONS: '900',
      RESERVED_CONNECTIONS: '30',
      FIRST_BYTE_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '3000',
      REQUEST_TIMEOUT_MS: '9000',
      KEEP_ALIVE_TIMEOUT_MS: '4000',
    });
    expect(connections).toEqual({
      perAddress: 40,
      perAddressPerSecond: 20,
      total: 900,
      reserved: 30,
      firstByteTimeoutMs: 2000,
      headersTimeoutMs: 3000,
      requestTimeoutMs: 9000,
      keepAliveTimeoutMs: 4000,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS/);
  });
});

describe('the assistant’s provider', () => {
  const KEY = 'sk-config-test-key';
  const configured = { ASSISTANT_URL: 'http://localhost:11434/v1/', ASSISTANT_MODEL: 'llama3.2' };

  it('is unset by default: the canned assistant answers', () => {
    expect(loadConfig({}).assistant).toBeUndefined();
  });

  it('takes the URL and model, with the default timeouts and limits', () => {
    const assistant = loadConfig(configured).assistant;
    expect(assistant).toMatchObject({
      url: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      firstTokenTimeoutMs: 10_000,
      answerTimeoutMs: 60_000,
    });
  });

  it('reads the key from the environment or a file, and never shows it', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'puente-key-')), 'key');
    await writeFile(file, `${KEY}\n`);
    for (const env of [
      { ...configured, ASSISTANT_API_KEY: KEY },
      { ...configured, ASSISTANT_API_KEY_FILE: file },
    ]) {
      const config = loadConfig(env);
      expect(config.assistant?.apiKey?.reveal()).toBe(KEY);
      expect(JSON.stringify(config)).not.toContain(KEY);
      expect(inspect(config, { depth: 10 })).not.toContain(KEY);
      expect(`${config.assistant?.apiKey}`).not.toContain(KEY);
    }
  });

  it('sets its timeouts and limits, 0 turning a limit off', () => {
    const assistant = loadConfig({
      ...configured,
      ASSISTANT_FIRST_TOKEN_TIMEOUT_MS: '5000',
      ASSISTANT_TIMEOUT_MS: '30000',
      ASSISTANT_REQUESTS_PER_USER_PER_DAY: '0',
      ASSISTANT_TOKENS_PER_SCHOOL_PER_DAY: '1000',
      ASSISTANT_REQUESTS_PER_VISITOR_PER_HOUR: '5',
    }).assistant;
    expect(assistant?.firstTokenTimeoutMs).toBe(5000);
    expect(assistant?.answerTimeoutMs).toBe(30_000);
    expect(assistant?.limits.requestsPerUser).toBe(0);
    expect(assistant?.limits.tokensPerSchool).toBe(1000);
    expect(assistant?.limits.requestsPerVisitor).toBe(5);
  });

  it('refuses a URL without a model, and a key file it cannot read', () => {
    expect(() => loadConfig({ ASSISTANT_URL: configured.ASSISTANT_URL })).toThrow(
      'ASSISTANT_URL and ASSISTANT_MODEL are set together',
    );
    expect(() => loadConfig({ ...configured, ASSISTANT_API_KEY_FILE: '/nonexistent/key' })).toThrow(
      'ASSISTANT_API_KEY_FILE cannot be read',
    );
  });
});

describe('the pounds-to-pesos rate', () => {
  it('is the committed default, with its date, when the operator sets none', () => {
    expect(loadConfig({}).exchangeRate).toEqual(DEFAULT_EXCHANGE_RATE);
  });

  it('is the operator’s rate and day, set together', () => {
    expect(
      loadConfig({ GBP_MXN_RATE: '23.875', GBP_MXN_RATE_DATE: '2026-12-01' }).exchangeRate,
    ).toEqual({ gbpToMxn: 23.875, date: '2026-12-01' });
    expect(() => loadConfig({ GBP_MXN_RATE: '24' })).toThrow(
      'GBP_MXN_RATE and GBP_MXN_RATE_DATE are set together',
    );
  });

  it.each([
    [{ GBP_MXN_RATE: 'lots', GBP_MXN_RATE_DATE: '2026-12-01' }, 'GBP_MXN_RATE must be'],
    [{ GBP_MXN_RATE: '0', GBP_MXN_RATE_DATE: '2026-12-01' }, 'GBP_MXN_RATE must be more than 0'],
    [{ GBP_MXN_RATE: '24', GBP_MXN_RATE_DATE: '1/12/2026' }, 'GBP_MXN_RATE_DATE must be'],
  ])('refuses %o with a readable message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the contact address', () => {
  it('is the reserved default until the operator sets CONTACT_EMAIL', () => {
    expect(loadConfig({}).contactEmail).toBe(DEFAULT_CONTACT_EMAIL);
    expect(loadConfig({ CONTACT_EMAIL: ' ayuda@colegio.example ' }).contactEmail).toBe(
      'ayuda@colegio.example',
    );
  });

  it('refuses one that is no email address', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'write to us' })).toThrow(
      'CONTACT_EMAIL must be an email address',
    );
  });
});

describe('the access log kept after a deletion', () => {
  it('is kept a year unless the operator sets ACCESS_LOG_RETENTION_DAYS', () => {
    expect(loadConfig({}).accessLogRetentionDays).toBe(365);
    expect(loadConfig({ ACCESS_LOG_RETENTION_DAYS: '730' }).accessLogRetentionDays).toBe(730);
  });

  it('refuses a number of days that is no whole number', () => {
    expect(() => loadConfig({ ACCESS_LOG_RETENTION_DAYS: 'a year' })).toThrow(
      'ACCESS_LOG_RETENTION_DAYS must be a whole number',
    );
  });
});
