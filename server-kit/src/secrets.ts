import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  payloadSecret: string;
  otpSecret: string;
}

/**
 * Secrets generated once into `DATA_DIR/secrets.json` and reused, so a fresh
 * install needs no configuration and a restart keeps sessions and codes valid.
 * Environment variables win when set.
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  // Both given (production): no file, which in compose would land in the volume every replica shares.
  if (env.PAYLOAD_SECRET && env.OTP_SECRET) return { payloadSecret: env.PAYLOAD_SECRET, otpSecret: env.OTP_SECRET };
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const fresh: Secrets = { payloadSecret: randomBytes(32).toString('hex'), otpSecret: randomBytes(32).toString('hex') };
    try {
      writeFileSync(file, JSON.stringify(fresh, null, 2), { flag: 'wx', mode: 0o600 });
      stored = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    }
  }
  const payloadSecret = env.PAYLOAD_SECRET || stored.payloadSecret;
  const otpSecret = env.OTP_SECRET || stored.otpSecret;
  if (!payloadSecret || !otpSecret) throw new Error(`${file} is missing a secret; delete it to regenerate`);
  return { payloadSecret, otpSecret };
}
