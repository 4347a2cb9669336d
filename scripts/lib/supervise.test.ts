import { spawn } from 'node:child_process';

import { afterEach, describe, expect, it } from 'vitest';

import { waitUntil } from '@agency/otp-service/testing/wait';

import { supervise, type Supervised } from './supervise.mjs';

/** A child that dies at once the first `deaths` times it is started, then keeps running. */
function flakyWorker(deaths: number) {
  let started = 0;
  return () => {
    started += 1;
    const code = started <= deaths ? 'process.exit(3)' : 'setInterval(() => {}, 1000)';
    return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  };
}

describe('the launcher’s worker supervision', () => {
  let supervised: Supervised<ReturnType<ReturnType<typeof flakyWorker>>> | undefined;
  afterEach(() => {
    supervised?.stop();
    supervised?.current.kill('SIGKILL');
  });

  it('starts a worker that died again, waiting longer after each quick death, and logs each restart', async () => {
    const lines: string[] = [];
    const started = Date.now();
    supervised = supervise(flakyWorker(3), { name: 'otp-worker', initialMs: 100, maxMs: 1000, log: (line) => lines.push(line) });
    await waitUntil(() => supervised!.restarts === 3 && supervised!.current.pid !== undefined && supervised!.current.exitCode === null, {
      timeoutMs: 10_000,
      what: 'the worker running after three deaths',
    });
    // Waits of 100, 200 and 400 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(lines).toEqual([
      'otp-worker stopped (exit 3); restarting it in 0.1 s (restart 1)',
      'otp-worker stopped (exit 3); restarting it in 0.2 s (restart 2)',
      'otp-worker stopped (exit 3); restarting it in 0.4 s (restart 3)',
    ]);
  });

  it('restarts a worker killed by a signal, and none once stopped', async () => {
    const lines: string[] = [];
    supervised = supervise(flakyWorker(0), { name: 'otp-worker', initialMs: 50, log: (line) => lines.push(line) });
    const first = supervised.current;
    first.kill('SIGKILL');
    await waitUntil(() => supervised!.current !== first && supervised!.current.exitCode === null, {
      timeoutMs: 5000,
      what: 'a new worker',
    });
    expect(lines).toEqual(['otp-worker stopped (SIGKILL); restarting it in 0.05 s (restart 1)']);

    supervised.stop();
    const last = supervised.current;
    const exited = new Promise((resolve) => last.once('exit', resolve));
    last.kill('SIGTERM');
    await exited;
    expect(supervised.current).toBe(last);
    expect(supervised.restarts).toBe(1);
  });
});
