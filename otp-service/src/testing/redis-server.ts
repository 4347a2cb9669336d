import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PrivateRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`redis-server exited with ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => (Date.now() > deadline ? reject(new Error('redis-server did not start')) : setTimeout(attempt, 50)));
    };
    attempt();
  });
}

/** A redis-server of the test's own on a free port (the shared one on 6379 is never touched). */
export async function startRedis(options: { port?: number; dir?: string; appendonly?: boolean } = {}): Promise<PrivateRedis> {
  const port = options.port ?? (await freePort());
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'agency-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', options.appendonly ? 'yes' : 'no', '--maxmemory-policy', 'noeviction', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  await waitForPort(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          if (!options.dir) rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
