// Keeps one child process of the stack running: the OTP worker. A worker that dies (a crash, an
// out-of-memory kill) is started again after a backoff, so the site keeps serving while mail
// waits in the queue (BullMQ picks up its jobs again); the app and the rest are not stopped.

/**
 * Runs `start()` (which returns a ChildProcess) and starts it again whenever it exits on its own,
 * after `initialMs`, doubling on each quick death up to `maxMs`; a run that lasted `stableMs`
 * resets the wait. Every restart is reported through `log`. `stop()` ends it for good.
 */
export function supervise(
  start,
  { name, initialMs = 1000, maxMs = 30_000, stableMs = 60_000, log = (line) => process.stderr.write(`${line}\n`) },
) {
  let current;
  let stopped = false;
  let timer;
  let delay = initialMs;
  let restarts = 0;

  const run = () => {
    const startedAt = Date.now();
    const child = start();
    current = child;
    child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) delay = initialMs;
      restarts += 1;
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting it in ${delay / 1000} s (restart ${restarts})`);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxMs);
    });
  };
  run();

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    /** No more restarts; the running child, if any, is left to the caller to end. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
