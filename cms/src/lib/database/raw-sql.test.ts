import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { onTestDatabase } from '../../testing/postgres';
import { join, raw, sql, sqlRunner, type SqlRunner } from './raw-sql';
import { queriesWith, startPayload, stopPayload } from '../../testing/payload-with';

describe('sql``', () => {
  it('keeps values apart from the text and splices nested pieces', () => {
    const inner = sql`b = ${2} AND c = ${'three'}`;
    const query = sql`SELECT * FROM t WHERE a = ${1} AND ${inner} ${raw('ORDER BY a')}`;
    expect(query.parts).toEqual(['SELECT * FROM t WHERE a = ', ' AND b = ', ' AND c = ', ' ORDER BY a']);
    expect(query.values).toEqual([1, 2, 'three']);
    expect(join([sql`x = ${1}`, sql`y = ${2}`], ' OR ').values).toEqual([1, 2]);
  });
});

await onTestDatabase((database) => {
  describe('raw SQL', () => {
    let payload: Payload;
    let db: SqlRunner;

    beforeAll(async () => {
      payload = await startPayload(await database(), [queriesWith()]);
      db = sqlRunner(payload.db)!;
    });
    afterAll(() => stopPayload(payload));

    it("reaches the adapter's own connection, parameters bound, times and booleans as the columns hold them", async () => {
      const doc = await payload.create({
        collection: 'queries',
        data: { name: "O'Hara", email: 'ohara@example.com', phone: '+1 555 010 5000', message: 'Bound, not pasted', isVerified: true },
      });
      const rows = await db.rows(
        sql`SELECT id, name, is_verified, created_at FROM queries WHERE name = ${"O'Hara"} AND is_verified = ${true} AND created_at <= ${new Date(Date.now() + 1000)}`,
      );
      expect(rows).toHaveLength(1);
      expect(String(rows[0]!.id)).toBe(doc.id);
      expect(Boolean(rows[0]!.is_verified)).toBe(true);
    });

    it('keeps the search index in step with inserts, updates and deletes', async () => {
      const doc = await payload.create({
        collection: 'queries',
        data: { name: 'Index Probe', email: 'probe@example.com', phone: '+1 555 010 5001', message: 'Findable words here' },
      });
      const found = async (term: string) => (await db.rows(sql`SELECT id FROM queries WHERE message ILIKE ${`%${term}%`}`)).length;
      expect(await found('findable')).toBe(1);
      await payload.update({ collection: 'queries', id: doc.id, data: { message: 'Renamed entirely' } });
      expect(await found('findable')).toBe(0);
      expect(await found('renamed ent')).toBe(1);
      await payload.delete({ collection: 'queries', id: doc.id });
      expect(await found('renamed ent')).toBe(0);
    });

    it('keeps verify_minutes, the minutes from creation to verifiedAt, with every write of either', async () => {
      const doc = await payload.create({
        collection: 'queries',
        data: { name: 'Minutes Probe', email: 'minutes@example.com', phone: '+1 555 010 5002', message: 'Timed' },
      });
      const minutes = async () => (await db.rows(sql`SELECT verify_minutes AS m FROM queries WHERE id = ${doc.id}`))[0]!.m;
      expect(await minutes()).toBeNull();
      await payload.update({ collection: 'queries', id: doc.id, data: { isVerified: true } });
      const stamped = await payload.findByID({ collection: 'queries', id: doc.id });
      expect(Number(await minutes())).toBeCloseTo((Date.parse(String(stamped.verifiedAt)) - Date.parse(stamped.createdAt)) / 60_000, 4);
      const later = new Date(Date.parse(stamped.createdAt) + 90 * 60_000).toISOString();
      await payload.update({ collection: 'queries', id: doc.id, data: { verifiedAt: later, status: 'closed' } });
      expect(Number(await minutes())).toBeCloseTo(90, 4);
      const created = await payload.create({
        collection: 'queries',
        data: {
          name: 'Minutes Made',
          email: 'made@example.com',
          phone: '+1 555 010 5003',
          message: 'Stamped when made',
          verifiedAt: later,
        },
      });
      const [made] = await db.rows(sql`SELECT verify_minutes AS m FROM queries WHERE id = ${created.id}`);
      expect(Number(made!.m)).toBeCloseTo((Date.parse(later) - Date.parse(created.createdAt)) / 60_000, 4);
    });
  });
});
