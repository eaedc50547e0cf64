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

/**
 * `log`, at most once every `everyMs`: the lines held back in between are
 * counted on the next one, so a flood of alike lines is one every few seconds.
 */
export function rateLimited(
  log: (message: string) => void,
  everyMs: number,
  now: () => number = Date.now,
): (message: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (message) => {
    const at = now();
    if (at - last < everyMs) {
      held += 1;
      return;
    }
    log(held > 0 ? `${message} (and ${held} more)` : message);
    last = at;
    held = 0;
  };
}
