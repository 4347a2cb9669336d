import type { Payload } from 'payload';

import { logger } from '@agency/server-kit/logger';

import type { Env } from '../config/env';
import { seedCategories } from '../resources/categories/seed';
import { seedLegalPages } from '../resources/legal-pages/seed';
import { seedPackages } from '../resources/packages/seed';
import { seedContent } from '../resources/site-content/seed';
import { seedTeam } from '../resources/team-members/seed';
import { seedStaff } from '../resources/users/seed';

const log = logger.child({ name: 'seed' });

const parts = {
  content: seedContent,
  catalogue: async (payload: Payload) => {
    await seedCategories(payload);
    await seedPackages(payload);
  },
  team: seedTeam,
  legal: seedLegalPages,
} as const;

/**
 * Idempotent seeding: each part runs once per database, recorded in the hidden
 * `seed-state` global (seed/state.ts), so a restart never overwrites an editor's
 * change nor brings back what staff deleted. Each resource's seed finds its items
 * by name first, so a part that was cut off half-way completes without duplicates.
 */
export async function seed(payload: Payload, env: Env): Promise<void> {
  await seedStaff(payload, env);
  await seedParts(payload);
}

/** Everything but the staff account: what `npm run build` seeds once into the first-start data (scripts/lib/first-start.mjs). */
export async function seedParts(payload: Payload): Promise<void> {
  const state = await payload.findGlobal({ slug: 'seed-state' });
  for (const [part, run] of Object.entries(parts) as [keyof typeof parts, (p: Payload) => Promise<void>][]) {
    if (state[part]) continue;
    const started = Date.now();
    await run(payload);
    await payload.updateGlobal({ slug: 'seed-state', data: { [part]: new Date().toISOString() } });
    log.info({ part, ms: Date.now() - started }, 'seeded');
  }
}
