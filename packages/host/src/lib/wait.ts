/** Resolves after `ms` milliseconds; SPEC delays go through here so tests can pass 0. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
