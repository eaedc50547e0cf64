/** Where the server's own messages go. Never hand it a password or a session id. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** Logs to the console from `level` up (tests keep only errors). */
export function createLogger({ level = 'info' }: { level?: LogLevel } = {}): Logger {
  const rank = { info: 0, warn: 1, error: 2 } as const;
  const enabled = (at: LogLevel) => rank[at] >= rank[level];
  return {
    info: (message) => {
      if (enabled('info')) console.log(`[puente] ${message}`);
    },
    warn: (message) => {
      if (enabled('warn')) console.warn(`[puente] ${message}`);
    },
    error: (message, error) =>
      error === undefined
        ? console.error(`[puente] ${message}`)
        : console.error(`[puente] ${message}`, error),
  };
}
