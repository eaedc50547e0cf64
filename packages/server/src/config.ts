import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverRoot, '../..');

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  /** A PostgreSQL URL; without one the server starts an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** Where the embedded PostgreSQL keeps its data between runs. */
  dataDir: string;
  /** The built host site (Vite `dist`). */
  hostDist: string;
  /** The built widget bundles, served under `/widgets/`. */
  widgetsDist: string;
  /** Trust `X-Forwarded-*` headers (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** Universities whose programmes the catalogue list hides (SPEC §5); none by default. */
  excludedUniversities: string[];
}

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be at most 65535'),
    ),
    '3000',
  ),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  DATA_DIR: v.optional(v.string()),
  HOST_DIST: v.optional(v.string()),
  WIDGETS_DIST: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.picklist(['0', '1'], 'TRUST_PROXY must be 0 or 1'), '0'),
  EXCLUDED_UNIVERSITIES: v.optional(v.string(), ''),
});

/** Reads the configuration from `env`; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as it does in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const parsed = result.output;
  return {
    port: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: resolve(parsed.DATA_DIR ?? resolve(repoRoot, '.data')),
    hostDist: resolve(parsed.HOST_DIST ?? resolve(serverRoot, '../host/dist')),
    widgetsDist: resolve(parsed.WIDGETS_DIST ?? resolve(serverRoot, '../widgets/dist')),
    trustProxy: parsed.TRUST_PROXY === '1',
    excludedUniversities: parsed.EXCLUDED_UNIVERSITIES.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  };
}
