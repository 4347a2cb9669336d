/** Polls `check` until it returns true (or throws past the deadline): for hooks, where expect.poll is not allowed. */
export async function waitUntil(check: () => Promise<boolean> | boolean, { timeoutMs = 30_000, intervalMs = 100, what = 'condition' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
