import { readFile } from 'node:fs/promises';
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
