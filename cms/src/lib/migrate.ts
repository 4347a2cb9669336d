import type { Migration, Payload } from 'payload';

import { dialect } from './database';

/**
 * Applies the committed migrations; already-applied ones are skipped. MongoDB needs none.
 * Never prompts: push mode is off everywhere.
 */
export async function migrate(payload: Payload): Promise<void> {
  if (dialect === 'mongodb') return;
  const { migrations } = await import('../migrations/index');
  // Generated files type their arguments with the adapter's own types; Payload's are the same at run time.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
}
