import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

/** The support-inbox migration on a database that already holds queries from before it. */
await onTestDatabase((database) => {
  describe('support-inbox migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('makes existing rows new, indexes them for search and stamps verifiedAt from then on', async () => {
      const uri = await database();
      const before = await migratedBefore(uri, 'support_inbox');
      payload = before.payload;

      const db = sqlRunner(payload.db)!;
      const id = '11111111-1111-4111-8111-111111111111';
      const at = new Date().toISOString();
      await db.rows(
        sql`INSERT INTO queries (id, name, email, phone, message, is_verified, updated_at, created_at) VALUES (${id}, ${'Before Migration'}, ${'before@example.com'}, ${'+1 555 010 6000'}, ${'Written by the old schema'}, ${false}, ${at}, ${at})`,
      );
      await before.migrateRest();

      const [row] = await db.rows(sql`SELECT status, assignee_id, answered_at, verified_at FROM queries WHERE id = ${id}`);
      expect(row).toMatchObject({ status: 'new', assignee_id: null, answered_at: null, verified_at: null });
      const search = sql`SELECT id FROM queries WHERE message ILIKE ${'%old schema%'}`;
      expect((await db.rows(search)).map((r) => String(r.id))).toEqual([id]);

      await payload.update({ collection: 'queries', id, data: { isVerified: true } });
      const [verified] = await db.rows(sql`SELECT verified_at FROM queries WHERE id = ${id}`);
      expect(verified!.verified_at).not.toBeNull();
    });
  });
});
