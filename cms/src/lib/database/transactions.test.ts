import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { onTestDatabase } from '../../testing/postgres';
import { lockStaffAccounts, onTransactionEnd } from './transactions';
import { queriesWith, startPayload, stopPayload } from '../../testing/payload-with';

const query = (name: string) => ({ name, email: 'tx@example.com', phone: '+1 555 010 4000', message: 'In a transaction.' });

await onTestDatabase((database) => {
  describe('onTransactionEnd', () => {
    let payload: Payload;
    const wroteIn: unknown[] = [];
    const committed: { id: unknown; rowsVisible: number }[] = [];
    const rolledBack: unknown[] = [];

    beforeAll(async () => {
      // The hook sees the transaction a create runs in; a name of 'Fail' makes the create fail after the write.
      const collection = queriesWith((c) => {
        c.hooks = {
          afterChange: [
            async ({ doc, req }) => {
              wroteIn.push(await req.transactionID);
              if (doc.name === 'Fail') throw new Error('hook failed');
              return doc;
            },
          ],
        };
      });
      payload = await startPayload(await database(), [collection], (adapter) =>
        onTransactionEnd(adapter, {
          // Counted outside the transaction: the listener runs once the write is visible to everyone.
          committed: async (id) => {
            if (payload) committed.push({ id, rowsVisible: (await payload.count({ collection: 'queries' })).totalDocs });
          },
          rolledBack: (id) => void rolledBack.push(id),
        }),
      );
    });
    afterAll(() => stopPayload(payload));
    beforeEach(() => {
      wroteIn.length = committed.length = rolledBack.length = 0;
    });

    it("hears the commit of a create's transaction, after the row is visible", async () => {
      const before = (await payload.count({ collection: 'queries' })).totalDocs;
      await payload.create({ collection: 'queries', data: query('Committed') });
      expect(wroteIn).toHaveLength(1);
      expect(wroteIn[0]).toBeTruthy();
      expect(committed).toEqual([{ id: wroteIn[0], rowsVisible: before + 1 }]);
      expect(rolledBack).toEqual([]);
    });

    it("hears the rollback of a failed create's transaction", async () => {
      const before = (await payload.count({ collection: 'queries' })).totalDocs;
      await expect(payload.create({ collection: 'queries', data: query('Fail') })).rejects.toThrow('hook failed');
      expect(rolledBack).toEqual([wroteIn[0]]);
      expect(committed).toEqual([]);
      expect((await payload.count({ collection: 'queries' })).totalDocs).toBe(before);
    });

    it("lockStaffAccounts holds the advisory lock on the transaction's own connection until it ends", async () => {
      const observer = new pg.Client({ connectionString: await database() });
      await observer.connect();
      const held = async () =>
        Number(
          (await observer.query("select count(*) from pg_locks where locktype = 'advisory' and objid = 7301 and granted")).rows[0].count,
        );
      try {
        const id = await payload.db.beginTransaction();
        await lockStaffAccounts(payload.db, id);
        expect(await held()).toBe(1);
        await payload.db.commitTransaction(id!);
        expect(await held()).toBe(0);
      } finally {
        await observer.end();
      }
    });
  });
});
