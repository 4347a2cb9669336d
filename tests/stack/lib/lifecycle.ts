// Starting and removing the stack with the repo's own commands, and the `npm start` boot that the
// stack's cold start is compared with.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort, startStack } from '../../../scripts/lib/stack.mjs';
import { containers, root } from './docker';

export interface StackSettings {
  port: number;
  mailUiPort: number;
  /** The inbound SMTP receiver's published port (visitors' answers). */
  inboundSmtpPort: number;
  adminEmail: string;
  adminPassword: string;
  /** What `stack:up` and `stack:down` get on top of this process's environment. */
  env: Record<string, string>;
}

/** Free published ports, a staff account of its own, two replicas, and limits no campaign run meets. */
export async function chooseSettings(): Promise<StackSettings> {
  const port = await freePort(0);
  const mailUiPort = await freePort(0);
  const inboundSmtpPort = await freePort(0);
  const adminEmail = 'campaign@example.com';
  const adminPassword = randomBytes(12).toString('hex');
  return {
    port,
    mailUiPort,
    inboundSmtpPort,
    adminEmail,
    adminPassword,
    env: {
      PORT: String(port),
      MAIL_UI_PORT: String(mailUiPort),
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      APP_REPLICAS: '2',
      // Every request comes from one address (the host, through nginx): the per-address limits
      // would stop the campaign, not a fault. The OTP rules themselves (per-code tries, cooldown) stay on.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      RATE_LIMIT_STAFF_WRITES: '100000',
      RATE_LIMIT_QUERY_CREATE: '100000',
      RATE_LIMIT_OTP_VERIFY: '100000',
      RATE_LIMIT_OTP_RESEND: '100000',
      OTP_SENDS_PER_HOUR: '100000',
      // Short enough to wait out: the campaign resends after the cooldown, across replicas.
      OTP_RESEND_COOLDOWN_SECONDS: '5',
    },
  };
}

/** Runs a command with the stack's settings, echoing its output; the time each line appeared is kept. */
function echoRun(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ lines: { at: number; text: string }[]; ms: number }> {
  const started = Date.now();
  const lines: { at: number; text: string }[] = [];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push({ at: Date.now(), text });
        console.log(`  [${label}] ${text}`);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve({ lines, ms: Date.now() - started }) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export interface UpTimes {
  /** `npm run stack:up` from start to the balancer's health 200: base images, the app image build, compose up. */
  totalMs: number;
  /** From `docker-compose up` (the script's "starting the stack" line) to the balancer's health 200. */
  composeUpMs: number;
}

export async function stackUp(settings: StackSettings): Promise<UpTimes> {
  const { lines, ms } = await echoRun('stack:up', 'npm', ['run', '--silent', 'stack:up'], settings.env);
  const upLine = lines.find((line) => /starting the stack/.test(line.text));
  const healthyAt = (lines.find((line) => /stack up in/.test(line.text)) ?? lines.at(-1)!).at;
  return { totalMs: ms, composeUpMs: upLine ? healthyAt - upLine.at : ms };
}

export async function stackDown(settings: StackSettings): Promise<void> {
  await echoRun('stack:down', 'npm', ['run', '--silent', 'stack:down', '--', '--volumes'], settings.env);
}

/** Installs and starts Docker when it is missing or stopped (as root), the way `stack:up` does. */
export async function ensureDocker(): Promise<void> {
  await echoRun('docker', process.execPath, ['scripts/stack-compose.mjs', 'docker'], {});
}

/** Whether this checkout already has a stack (a leftover, or someone's staging stack). */
export const stackExists = async () => (await containers('app')).length + (await containers('postgres')).length > 0;

/**
 * `npm start`'s boot as the benchmarks measure it: startStack on a fresh data directory (PostgreSQL,
 * migrations and seed, private Redis, MailDev, the worker and the app) until /api/v1/health answers.
 * The bundles are brought up to date first, outside the timing.
 */
export async function npmStartBootMs(): Promise<number> {
  const { ensureBundles } = await import('../../../scripts/lib/build.mjs');
  await ensureBundles();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stack-campaign-boot-'));
  const started = Date.now();
  const stack = await startStack({
    env: { DATA_DIR: dataDir, PORT: '0', MAIL_SMTP_PORT: '0', MAIL_UI_PORT: '0', REDIS_PORT: '0' },
    log: 'ignore',
  });
  const ms = Date.now() - started;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return ms;
}
