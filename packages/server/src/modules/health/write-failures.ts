/** How long after PostgreSQL last refused a write for want of space the server counts as degraded. */
export const WRITE_FAILURE_WINDOW_MS = 60_000;

/**
 * Whether writes are failing for want of disk space or memory (PostgreSQL's
 * class 53), as the error handler saw them: from a refused write until a
 * write succeeds, or WRITE_FAILURE_WINDOW_MS without another refusal (no
 * write tried since: the next one tells). Read by /api/health.
 */
export interface WriteFailures {
  failed(): void;
  succeeded(): void;
  failing(): boolean;
}

export function createWriteFailures({
  windowMs = WRITE_FAILURE_WINDOW_MS,
  now = Date.now,
}: {
  windowMs?: number;
  now?: () => number;
} = {}): WriteFailures {
  let lastFailure: number | undefined;
  return {
    failed: () => {
      lastFailure = now();
    },
    succeeded: () => {
      lastFailure = undefined;
    },
    failing: () => lastFailure !== undefined && now() - lastFailure < windowMs,
  };
}
