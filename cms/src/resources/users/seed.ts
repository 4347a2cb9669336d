import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';

import type { Env } from '../../config/env';

const log = logger.child({ name: 'seed' });

/** ADMIN_PASSWORD, or one generated once into DATA_DIR/admin-password, readable by this user only. */
function firstPassword(env: Env): string {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const file = path.join(env.dataDir, 'admin-password');
  try {
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    log.warn({ file }, 'ADMIN_PASSWORD is not set: the first staff password was generated into this file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The first staff account, while there is none: Payload's first-register window never opens. */
export async function seedStaff(payload: Payload, env: Env): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' });
  if (totalDocs > 0) return;
  await payload.create({ collection: 'users', data: { email: env.ADMIN_EMAIL, password: firstPassword(env), role: 'owner' } });
  log.info({ email: env.ADMIN_EMAIL }, 'created the first staff account');
}
