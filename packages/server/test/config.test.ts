import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

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
