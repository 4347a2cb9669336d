import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

/** The staff-roles migration on accounts made before roles existed. */
await onTestDatabase((database) => {
  describe('staff-roles migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('makes every existing account an active owner, and new accounts must name a role', async () => {
      const before = await migratedBefore(await database(), 'staff_roles');
      payload = before.payload;
      const db = sqlRunner(payload.db)!;
      for (const email of ['first@example.com', 'second@example.com']) {
        await db.rows(sql`INSERT INTO users (id, email, updated_at, created_at) VALUES (gen_random_uuid(), ${email}, now(), now())`);
      }
      await before.migrateRest();

      const rows = await db.rows(sql`SELECT email, role, disabled, invite_token_hash FROM users ORDER BY email`);
      expect(rows.map((row) => ({ ...row }))).toEqual([
        { email: 'first@example.com', role: 'owner', disabled: false, invite_token_hash: null },
        { email: 'second@example.com', role: 'owner', disabled: false, invite_token_hash: null },
      ]);
      // No default is left behind: an account made without a role is refused by the database too.
      await expect(db.rows(sql`INSERT INTO users (id, email, updated_at, created_at) VALUES (gen_random_uuid(), ${'third@example.com'}, now(), now())`)).rejects.toThrow(/role/);
    });
  });
});
