import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { join, raw, sql, sqlRunner, type Row } from '../lib/database/raw-sql';
import { queriesWith, startPayload, stopPayload } from '../testing/payload-with';
import { orderOf } from '../resources/queries/search';
import { onTestDatabase } from '../testing/postgres';

/** The list sorted by status, as the staff's screen asks for it (verified queries, one page). */
const statusPage = sql`SELECT q.id FROM queries q WHERE q.is_verified = ${true} ORDER BY ${orderOf('status')} LIMIT 50`;

const planText = (rows: Row[]) => rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');

/** The index behind the list sorted by status: the migration applies, and the sort reads it instead of sorting. */
await onTestDatabase((database) => {
  describe('status sort index migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('applies, and the list sorted by status is read in order from the index', async () => {
      payload = await startPayload(await database(), [queriesWith()]);
      const db = sqlRunner(payload.db)!;
      const at = new Date().toISOString();
      for (const [i, status] of ['closed', 'new', 'answered', 'in-progress', 'new'].entries()) {
        const id = `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`;
        await db.rows(
          sql`INSERT INTO queries (id, name, email, phone, message, is_verified, status, updated_at, created_at) VALUES (${id}, ${`Sorted ${i}`}, ${`sorted${i}@example.com`}, ${'+1 555 010 6000'}, ${'A message to sort'}, ${true}, ${status}, ${at}, ${at})`,
        );
      }

      {
        // A few rows make a sequential scan and a sort the cheap plan; with those priced out the
        // planner takes an index only if it gives the list's order.
        const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool;
        const client = await pool.connect();
        try {
          await client.query('SET enable_seqscan = off');
          await client.query('SET enable_sort = off');
          const text = statusPage.parts.reduce((all, part, i) => `${all}$${i}${part}`);
          const plan = (await client.query(`EXPLAIN ${text}`, [...statusPage.values])).rows.map((row: Row) => String(row['QUERY PLAN'])).join('\n');
          expect(plan).toContain('queries_status_rank_idx');
          expect(plan).not.toMatch(/\bSort\b/);
        } finally {
          await client.query('RESET ALL');
          client.release();
        }
      }
      const ordered = await db.rows(sql`SELECT q.status FROM queries q WHERE q.is_verified = ${true} ORDER BY ${orderOf('status')}`);
      expect(ordered.map((row) => row.status)).toEqual(['new', 'new', 'in-progress', 'answered', 'closed']);
    });
  });
});
