import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

/** The response-target migration on queries answered, unanswered and answered back before it. */
await onTestDatabase((database) => {
  describe('response-target migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('dates the wait of each verified query from its oldest visitor message no reply has followed', async () => {
      const before = await migratedBefore(await database(), 'response_target');
      payload = before.payload;
      const db = sqlRunner(payload.db)!;
      const query = (n: number) => `31111111-1111-4111-8111-00000000000${n}`;
      const at = (hour: number) => new Date(Date.UTC(2026, 10, 2, hour)).toISOString();
      // 1: never replied. 2: replied. 3: replied, then two answers by mail. 4: not verified.
      for (const [n, verified, status] of [[1, true, 'new'], [2, true, 'answered'], [3, true, 'in-progress'], [4, false, 'new']] as const) {
        await db.rows(
          sql`INSERT INTO queries (id, name, email, phone, message, is_verified, status, verified_at, updated_at, created_at)
              VALUES (${query(n)}, ${'Before'}, ${'before@example.com'}, ${'+1 555 010 6000'}, ${'Old'}, ${verified}, ${status}, ${verified ? at(1) : null}, ${at(0)}, ${at(0)})`,
        );
      }
      const notes: [number, string, number][] = [[2, 'reply', 3], [3, 'reply', 2], [3, 'inbound', 5], [3, 'inbound', 7]];
      for (const [n, kind, hour] of notes) {
        await db.rows(
          sql`INSERT INTO query_notes (id, query_id, kind, text, updated_at, created_at) VALUES (gen_random_uuid(), ${query(n)}, ${kind}, ${'Text'}, ${at(hour)}, ${at(hour)})`,
        );
      }
      await before.migrateRest();

      const waits = Object.fromEntries(
        (await db.rows(sql`SELECT id, awaiting_since FROM queries`)).map((row) => [String(row.id), row.awaiting_since ? new Date(String(row.awaiting_since)).toISOString() : null]),
      );
      expect(waits).toEqual({ [query(1)]: at(1), [query(2)]: null, [query(3)]: at(5), [query(4)]: null });
      // Read through Payload, the wait gives the reply's due time: the default target, 24 hours on.
      const read = await payload.findByID({ collection: 'queries', id: query(3) });
      expect(read.replyDueAt).toBe(new Date(Date.UTC(2026, 10, 3, 5)).toISOString());
    });
  });
});
