// The stack's containers as Docker sees them: found by the compose labels of this checkout,
// inspected, and their processes killed from the host the way a crash would kill them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export const root = path.resolve(import.meta.dirname, '../../..');

/** Runs a command and returns its trimmed standard output; throws with its standard error. */
export async function sh(command: string, args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  const { stdout } = await exec(command, args, { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 120_000 });
  return stdout.trim();
}

/** Every service of docker-compose.yml that the campaign looks at. */
export const services = ['lb', 'app', 'otp-worker', 'inbound-smtp', 'postgres', 'redis', 'maildev'] as const;
export type Service = (typeof services)[number];

/** Containers of one compose service of this checkout's stack (running or not), by name. */
export async function containers(service: Service): Promise<string[]> {
  const out = await sh('docker', [
    'ps',
    '-a',
    '--filter',
    `label=com.docker.compose.project.working_dir=${root}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
    '--format',
    '{{.Names}}',
  ]);
  return out ? out.split('\n').sort() : [];
}

export async function container(service: Service): Promise<string> {
  const [name] = await containers(service);
  if (!name) throw new Error(`no ${service} container in this checkout's stack`);
  return name;
}

export interface Inspected {
  name: string;
  pid: number;
  running: boolean;
  status: string;
  health: string | undefined;
  startedAt: number;
  restartCount: number;
  ip: string | undefined;
  /** The compose network it is attached to. */
  network: string | undefined;
}

export async function inspect(name: string): Promise<Inspected> {
  const [raw] = JSON.parse(await sh('docker', ['inspect', name])) as [
    {
      State: { Pid: number; Running: boolean; Status: string; StartedAt: string; Health?: { Status: string } };
      RestartCount: number;
      NetworkSettings: { Networks: Record<string, { IPAddress: string }> };
    },
  ];
  return {
    name,
    pid: raw.State.Pid,
    running: raw.State.Running,
    status: raw.State.Status,
    health: raw.State.Health?.Status,
    startedAt: Date.parse(raw.State.StartedAt),
    restartCount: raw.RestartCount,
    ip: Object.values(raw.NetworkSettings.Networks)[0]?.IPAddress || undefined,
    network: Object.keys(raw.NetworkSettings.Networks)[0],
  };
}

/**
 * SIGKILL to the container's main process from the host: to Docker the container crashed, so its
 * restart policy applies (`docker kill` would count as a manual stop). Returns when it was sent.
 */
export async function killProcess(name: string): Promise<number> {
  const { pid, running } = await inspect(name);
  if (!running || !pid) throw new Error(`${name} is not running`);
  await sh('kill', ['-9', String(pid)]);
  return Date.now();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; returns the time it first held, or throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 250 } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return Date.now();
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

/** Until Docker reports the container running and its health check healthy (or it has none). */
export const waitHealthy = (name: string, timeoutMs = 180_000) =>
  waitUntil(
    `${name} healthy`,
    async () => {
      const state = await inspect(name);
      return state.running && (state.health === undefined || state.health === 'healthy');
    },
    { timeoutMs, intervalMs: 250 },
  );
