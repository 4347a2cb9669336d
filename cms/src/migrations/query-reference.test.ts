import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

/** The query-reference migration on a database that already holds verified and unverified queries. */
await onTestDatabase((database) => {
  describe('query-reference migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('numbers the verified queries in the order they were verified, from Q-1001, and goes on from there', async () => {
      const uri = await database();
      const before = await migratedBefore(uri, 'query_reference');
      payload = before.payload;

      const db = sqlRunner(payload.db)!;
      const rows = [
        { id: '11111111-1111-4111-8111-000000000001', verifiedAt: '2026-03-02T10:00:00.000Z' },
        { id: '11111111-1111-4111-8111-000000000002', verifiedAt: null },
        { id: '11111111-1111-4111-8111-000000000003', verifiedAt: '2026-03-01T10:00:00.000Z' },
      ];
      for (const { id, verifiedAt } of rows) {
        await db.rows(
          sql`INSERT INTO queries (id, name, email, phone, message, is_verified, verified_at, updated_at, created_at)
              VALUES (${id}, ${'Before'}, ${'before@example.com'}, ${'+1 555 010 6000'}, ${'Old'}, ${verifiedAt !== null}, ${verifiedAt}, now(), now())`,
        );
      }
      await before.migrateRest();

      const references = async () =>
        Object.fromEntries((await db.rows(sql`SELECT id, reference FROM queries`)).map((row) => [String(row.id), row.reference === null ? null : Number(row.reference)]));
      expect(await references()).toEqual({ [rows[2]!.id]: 1001, [rows[0]!.id]: 1002, [rows[1]!.id]: null });

      // The one left unverified gets the next number when it is verified, through Payload.
      await payload.update({ collection: 'queries', id: rows[1]!.id, data: { isVerified: true } });
      expect((await references())[rows[1]!.id]).toBe(1003);
    });
  });
});
