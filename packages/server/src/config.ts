import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_EXCHANGE_RATE, type ExchangeRate } from '@puente/core';
import * as v from 'valibot';
import { type ConnectionLimits, defaultTotal, fileDescriptorLimit } from './connection-limits';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository's root folder. */
export const repoRoot = resolve(serverRoot, '../..');

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  /** A PostgreSQL URL; without one the server starts an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process; unset, db.ts's POOL_SIZE. */
  databasePoolSize: number | undefined;
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
  /**
   * Origins besides the server's own that may send credentialed, state-changing
   * requests (ALLOWED_ORIGINS, plus the Vite dev server under `pnpm dev`).
   */
  allowedOrigins: string[];
  /** How many sign-in and registration attempts each account and address may make. */
  rateLimits: RateLimits;
  /** How many reminders and campaigns a counselor sends, and a student receives. */
  reminderLimits: ReminderLimits;
  /** `smtp://…` or `smtps://…`: invitations are emailed through it; unset, only shown to copy. */
  smtpUrl: string | undefined;
  /** The site's public origin for links in emails; unset, the request's own origin. */
  publicUrl: string | undefined;
  /** The sender of Puente's emails. */
  mailFrom: string;
  /** Connections per address and in all, and how long a silent one is kept (docs/reliability.md). */
  connections: ConnectionLimits;
  /** The model behind the assistant (docs/assistant.md); unset, the canned assistant answers. */
  assistant: AssistantConfig | undefined;
  /** Pesos for a pound and the day of that rate, for the MXN estimates; never fetched. */
  exchangeRate: ExchangeRate;
  /** Where families write to Puente (the contact page, ARCO requests). */
  contactEmail: string;
  /** Days a deleted student's school keeps its record of which staff read their data. */
  accessLogRetentionDays: number;
}

/** An OpenAI-compatible chat-completions endpoint and the operator's limits on it. */
export interface AssistantConfig {
  /** The API's base URL, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  url: string;
  model: string;
  /** Never logged, never sent anywhere but to `url`. */
  apiKey: Secret | undefined;
  /** How long the first words may take, and the whole answer. */
  firstTokenTimeoutMs: number;
  answerTimeoutMs: number;
  /** The most characters of the student's own text one request may send. */
  maxInputChars: number;
  /** The most tokens one answer may use. */
  maxAnswerTokens: number;
  /** Per UTC day; 0 turns a limit off. */
  limits: AssistantLimits;
}

export interface AssistantLimits {
  requestsPerUser: number;
  tokensPerUser: number;
  requestsPerSchool: number;
  tokensPerSchool: number;
  /** Requests of one anonymous visitor (a client address) of a school’s website, per hour. */
  requestsPerVisitor: number;
}

/** A value that prints as `[hidden]` in logs, errors and JSON; `reveal()` gives it. */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[hidden]';
  }
  toJSON(): string {
    return '[hidden]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[hidden]';
  }
}

/** A student asks a few dozen times a day; a school's class a few thousand (docs/assistant.md). */
export const DEFAULT_ASSISTANT = {
  firstTokenTimeoutMs: 10_000,
  answerTimeoutMs: 60_000,
  maxInputChars: 24_000,
  maxAnswerTokens: 1_200,
  limits: {
    requestsPerUser: 100,
    tokensPerUser: 200_000,
    requestsPerSchool: 5_000,
    tokensPerSchool: 5_000_000,
    requestsPerVisitor: 30,
  },
} as const;

/** Attempts allowed per window; 0 turns that limit off. */
export interface RateLimits {
  /** Failed sign-ins (and wrong current passwords) per username, per 15 minutes. */
  loginPerAccount: number;
  /**
   * Failed sign-ins from one client address at one account, per 15 minutes
   * (from a browser that is not a known device of it).
   */
  loginPerAddress: number;
  /** Registrations tried per username, per hour. */
  registerPerAccount: number;
  /** Registrations per client address, per hour. */
  registerPerAddress: number;
  /** Waitlist requests per client address, per hour. */
  waitlistPerAddress: number;
  /** Invitations accepted and class codes tried per client address, per 15 minutes (failures only). */
  joinPerAddress: number;
  /** Hand-offs made from a school's page per client address, per hour. */
  handOffPerAddress: number;
  /** Reset links asked for one username or email, per hour. */
  resetPerAccount: number;
  /** Reset links asked for from one client address, per hour. */
  resetPerAddress: number;
}

/** Reminders and campaigns (a campaign counts as one reminder); 0 turns that limit off. */
export interface ReminderLimits {
  /** Sends per counselor per hour, whatever the number of students in each. */
  perCounselor: number;
  /** Reminders and campaigns reaching one student per day, from all the school's staff. */
  perStudent: number;
}

/** A counselor chasing a cohort sends a few an hour; a student hears of a few things a day. */
export const DEFAULT_REMINDER_LIMITS: ReminderLimits = { perCounselor: 20, perStudent: 3 };

/** Limits no real student reaches; a school behind one address still has room for a class. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: 10,
  loginPerAddress: 5,
  registerPerAccount: 10,
  registerPerAddress: 100,
  waitlistPerAddress: 20,
  joinPerAddress: 50,
  handOffPerAddress: 100,
  resetPerAccount: 5,
  resetPerAddress: 30,
};

/** A year after the deletion, the school can still answer for who read the student's data. */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 365;

/** The sender of Puente's emails unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Puente <no-reply@puente.invalid>';

/**
 * A school's class behind one address opens a few hundred connections (a
 * browser keeps up to 6); one client holding thousands is what they stop.
 * `total` and `reserved` depend on the file-descriptor limit (loadConfig).
 */
export const DEFAULT_CONNECTION_LIMITS = {
  perAddress: 512,
  perAddressPerSecond: 256,
  firstByteTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  // Behind a load balancer: longer than it keeps an idle connection (commonly
  // 60 s), or a request it sends down one Node is closing is lost with a reset.
  keepAliveTimeoutBehindProxyMs: 65_000,
} as const;

/** The Vite dev server (`pnpm dev`), allowed only with NODE_ENV=development. */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const count = (name: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} must be a whole number`), v.transform(Number)),
  );

const POOL_SIZE_RANGE = 'DATABASE_POOL_SIZE must be a whole number from 2 to 100';

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
  // Half are write turns (db.ts), so at least 2; PostgreSQL allows 100 connections by default.
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, POOL_SIZE_RANGE),
      v.transform(Number),
      v.minValue(2, POOL_SIZE_RANGE),
      v.maxValue(100, POOL_SIZE_RANGE),
    ),
  ),
  DATA_DIR: v.optional(v.string()),
  HOST_DIST: v.optional(v.string()),
  WIDGETS_DIST: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.picklist(['0', '1'], 'TRUST_PROXY must be 0 or 1'), '0'),
  EXCLUDED_UNIVERSITIES: v.optional(v.string(), ''),
  ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\s*https?:\/\/[^\s/,]+\s*(,\s*https?:\/\/[^\s/,]+\s*)*)?$/,
        'ALLOWED_ORIGINS must be comma-separated origins such as https://puente.example',
      ),
    ),
    '',
  ),
  // `pnpm dev` sets development; `pnpm start`, and anything that says nothing, is production.
  NODE_ENV: v.optional(v.string(), 'production'),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count('RATE_LIMIT_LOGIN_PER_ACCOUNT'),
  RATE_LIMIT_LOGIN_PER_ADDRESS: count('RATE_LIMIT_LOGIN_PER_ADDRESS'),
  RATE_LIMIT_REGISTER_PER_ACCOUNT: count('RATE_LIMIT_REGISTER_PER_ACCOUNT'),
  RATE_LIMIT_REGISTER_PER_ADDRESS: count('RATE_LIMIT_REGISTER_PER_ADDRESS'),
  RATE_LIMIT_WAITLIST_PER_ADDRESS: count('RATE_LIMIT_WAITLIST_PER_ADDRESS'),
  RATE_LIMIT_JOIN_PER_ADDRESS: count('RATE_LIMIT_JOIN_PER_ADDRESS'),
  RATE_LIMIT_HAND_OFF_PER_ADDRESS: count('RATE_LIMIT_HAND_OFF_PER_ADDRESS'),
  RATE_LIMIT_RESET_PER_ACCOUNT: count('RATE_LIMIT_RESET_PER_ACCOUNT'),
  RATE_LIMIT_RESET_PER_ADDRESS: count('RATE_LIMIT_RESET_PER_ADDRESS'),
  RATE_LIMIT_REMINDERS_PER_COUNSELOR: count('RATE_LIMIT_REMINDERS_PER_COUNSELOR'),
  RATE_LIMIT_REMINDERS_PER_STUDENT: count('RATE_LIMIT_REMINDERS_PER_STUDENT'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^\s/]+$/,
        'PUBLIC_URL must be an origin such as https://puente.example',
      ),
    ),
  ),
  MAIL_FROM: v.optional(v.string(), DEFAULT_MAIL_FROM),
  CONTACT_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('CONTACT_EMAIL must be an email address')),
    DEFAULT_CONTACT_EMAIL,
  ),
  ACCESS_LOG_RETENTION_DAYS: count('ACCESS_LOG_RETENTION_DAYS'),
  CONNECTIONS_PER_ADDRESS: count('CONNECTIONS_PER_ADDRESS'),
  CONNECTIONS_PER_ADDRESS_PER_SECOND: count('CONNECTIONS_PER_ADDRESS_PER_SECOND'),
  MAX_CONNECTIONS: count('MAX_CONNECTIONS'),
  RESERVED_CONNECTIONS: count('RESERVED_CONNECTIONS'),
  FIRST_BYTE_TIMEOUT_MS: count('FIRST_BYTE_TIMEOUT_MS'),
  HEADERS_TIMEOUT_MS: count('HEADERS_TIMEOUT_MS'),
  REQUEST_TIMEOUT_MS: count('REQUEST_TIMEOUT_MS'),
  KEEP_ALIVE_TIMEOUT_MS: count('KEEP_ALIVE_TIMEOUT_MS'),
  ASSISTANT_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/\S+$/, 'ASSISTANT_URL must be an http:// or https:// URL'),
    ),
  ),
  ASSISTANT_MODEL: v.optional(v.string()),
  ASSISTANT_API_KEY: v.optional(v.string()),
  ASSISTANT_API_KEY_FILE: v.optional(v.string()),
  ASSISTANT_FIRST_TOKEN_TIMEOUT_MS: count('ASSISTANT_FIRST_TOKEN_TIMEOUT_MS'),
  ASSISTANT_TIMEOUT_MS: count('ASSISTANT_TIMEOUT_MS'),
  ASSISTANT_MAX_INPUT_CHARS: count('ASSISTANT_MAX_INPUT_CHARS'),
  ASSISTANT_MAX_ANSWER_TOKENS: count('ASSISTANT_MAX_ANSWER_TOKENS'),
  ASSISTANT_REQUESTS_PER_USER_PER_DAY: count('ASSISTANT_REQUESTS_PER_USER_PER_DAY'),
  ASSISTANT_TOKENS_PER_USER_PER_DAY: count('ASSISTANT_TOKENS_PER_USER_PER_DAY'),
  ASSISTANT_REQUESTS_PER_SCHOOL_PER_DAY: count('ASSISTANT_REQUESTS_PER_SCHOOL_PER_DAY'),
  ASSISTANT_TOKENS_PER_SCHOOL_PER_DAY: count('ASSISTANT_TOKENS_PER_SCHOOL_PER_DAY'),
  ASSISTANT_REQUESTS_PER_VISITOR_PER_HOUR: count('ASSISTANT_REQUESTS_PER_VISITOR_PER_HOUR'),
  GBP_MXN_RATE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}(\.\d{1,4})?$/, 'GBP_MXN_RATE must be pesos for one pound, e.g. 24.5'),
      v.transform(Number),
      v.minValue(0.0001, 'GBP_MXN_RATE must be more than 0'),
    ),
  ),
  GBP_MXN_RATE_DATE: v.optional(
    v.pipe(
      v.string(),
      v.isoDate("GBP_MXN_RATE_DATE must be the rate's day as YYYY-MM-DD"),
      v.check(
        (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)),
        "GBP_MXN_RATE_DATE must be the rate's day as YYYY-MM-DD",
      ),
    ),
  ),
});

type Env = v.InferOutput<typeof envSchema>;

/** The assistant's settings, or none when ASSISTANT_URL and ASSISTANT_MODEL are unset. */
function assistantConfig(parsed: Env): AssistantConfig | undefined {
  const { ASSISTANT_URL: url, ASSISTANT_MODEL: model } = parsed;
  if (url === undefined && model === undefined) return undefined;
  if (url === undefined || model === undefined) {
    throw new Error('Invalid environment: ASSISTANT_URL and ASSISTANT_MODEL are set together');
  }
  let key = parsed.ASSISTANT_API_KEY;
  if (parsed.ASSISTANT_API_KEY_FILE !== undefined) {
    try {
      key = readFileSync(parsed.ASSISTANT_API_KEY_FILE, 'utf8').trim();
    } catch {
      // The path only: the error could quote the file.
      throw new Error(
        `Invalid environment: ASSISTANT_API_KEY_FILE cannot be read (${parsed.ASSISTANT_API_KEY_FILE})`,
      );
    }
  }
  const defaults = DEFAULT_ASSISTANT;
  return {
    url: url.replace(/\/+$/, ''),
    model,
    apiKey: key ? new Secret(key) : undefined,
    firstTokenTimeoutMs: parsed.ASSISTANT_FIRST_TOKEN_TIMEOUT_MS || defaults.firstTokenTimeoutMs,
    answerTimeoutMs: parsed.ASSISTANT_TIMEOUT_MS || defaults.answerTimeoutMs,
    maxInputChars: parsed.ASSISTANT_MAX_INPUT_CHARS || defaults.maxInputChars,
    maxAnswerTokens: parsed.ASSISTANT_MAX_ANSWER_TOKENS || defaults.maxAnswerTokens,
    limits: {
      requestsPerUser:
        parsed.ASSISTANT_REQUESTS_PER_USER_PER_DAY ?? defaults.limits.requestsPerUser,
      tokensPerUser: parsed.ASSISTANT_TOKENS_PER_USER_PER_DAY ?? defaults.limits.tokensPerUser,
      requestsPerSchool:
        parsed.ASSISTANT_REQUESTS_PER_SCHOOL_PER_DAY ?? defaults.limits.requestsPerSchool,
      tokensPerSchool:
        parsed.ASSISTANT_TOKENS_PER_SCHOOL_PER_DAY ?? defaults.limits.tokensPerSchool,
      requestsPerVisitor:
        parsed.ASSISTANT_REQUESTS_PER_VISITOR_PER_HOUR ?? defaults.limits.requestsPerVisitor,
    },
  };
}

/** The operator's rate and its day, set together; neither, the committed default. */
function exchangeRateConfig(parsed: Env): ExchangeRate {
  const { GBP_MXN_RATE: gbpToMxn, GBP_MXN_RATE_DATE: date } = parsed;
  if (gbpToMxn === undefined && date === undefined) return DEFAULT_EXCHANGE_RATE;
  if (gbpToMxn === undefined || date === undefined) {
    throw new Error('Invalid environment: GBP_MXN_RATE and GBP_MXN_RATE_DATE are set together');
  }
  return { gbpToMxn, date };
}

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
  const trustProxy = parsed.TRUST_PROXY === '1';
  const limits = DEFAULT_CONNECTION_LIMITS;
  const total = parsed.MAX_CONNECTIONS || defaultTotal(fileDescriptorLimit());
  return {
    port: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    dataDir: resolve(parsed.DATA_DIR ?? resolve(repoRoot, '.data')),
    hostDist: resolve(parsed.HOST_DIST ?? resolve(serverRoot, '../host/dist')),
    widgetsDist: resolve(parsed.WIDGETS_DIST ?? resolve(serverRoot, '../widgets/dist')),
    trustProxy,
    excludedUniversities: parsed.EXCLUDED_UNIVERSITIES.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    allowedOrigins: [
      ...parsed.ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
      ...(parsed.NODE_ENV === 'development' ? DEV_ORIGINS : []),
    ],
    rateLimits: {
      loginPerAccount: parsed.RATE_LIMIT_LOGIN_PER_ACCOUNT ?? DEFAULT_RATE_LIMITS.loginPerAccount,
      loginPerAddress: parsed.RATE_LIMIT_LOGIN_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.loginPerAddress,
      registerPerAccount:
        parsed.RATE_LIMIT_REGISTER_PER_ACCOUNT ?? DEFAULT_RATE_LIMITS.registerPerAccount,
      registerPerAddress:
        parsed.RATE_LIMIT_REGISTER_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.registerPerAddress,
      waitlistPerAddress:
        parsed.RATE_LIMIT_WAITLIST_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.waitlistPerAddress,
      joinPerAddress: parsed.RATE_LIMIT_JOIN_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.joinPerAddress,
      handOffPerAddress:
        parsed.RATE_LIMIT_HAND_OFF_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.handOffPerAddress,
      resetPerAccount: parsed.RATE_LIMIT_RESET_PER_ACCOUNT ?? DEFAULT_RATE_LIMITS.resetPerAccount,
      resetPerAddress: parsed.RATE_LIMIT_RESET_PER_ADDRESS ?? DEFAULT_RATE_LIMITS.resetPerAddress,
    },
    reminderLimits: {
      perCounselor:
        parsed.RATE_LIMIT_REMINDERS_PER_COUNSELOR ?? DEFAULT_REMINDER_LIMITS.perCounselor,
      perStudent: parsed.RATE_LIMIT_REMINDERS_PER_STUDENT ?? DEFAULT_REMINDER_LIMITS.perStudent,
    },
    smtpUrl: parsed.SMTP_URL,
    publicUrl: parsed.PUBLIC_URL,
    mailFrom: parsed.MAIL_FROM,
    connections: {
      // Behind a proxy every connection comes from the proxy: its own limits apply.
      perAddress: parsed.CONNECTIONS_PER_ADDRESS ?? (trustProxy ? 0 : limits.perAddress),
      perAddressPerSecond:
        parsed.CONNECTIONS_PER_ADDRESS_PER_SECOND ?? (trustProxy ? 0 : limits.perAddressPerSecond),
      total,
      reserved: Math.min(
        parsed.RESERVED_CONNECTIONS ?? Math.max(16, Math.ceil(total / 20)),
        Math.floor(total / 2),
      ),
      firstByteTimeoutMs: parsed.FIRST_BYTE_TIMEOUT_MS || limits.firstByteTimeoutMs,
      headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS || limits.headersTimeoutMs,
      requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS || limits.requestTimeoutMs,
      keepAliveTimeoutMs:
        parsed.KEEP_ALIVE_TIMEOUT_MS ||
        (trustProxy ? limits.keepAliveTimeoutBehindProxyMs : limits.keepAliveTimeoutMs),
    },
    assistant: assistantConfig(parsed),
    exchangeRate: exchangeRateConfig(parsed),
    contactEmail: parsed.CONTACT_EMAIL,
    accessLogRetentionDays: parsed.ACCESS_LOG_RETENTION_DAYS ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  };
}
