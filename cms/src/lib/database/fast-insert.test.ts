import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildConfig, type CollectionConfig, type Payload } from 'payload';

import { createQuerySchema } from '@agency/contract';

import { onPostgres } from '../../testing/postgres';
import { loadAdapter } from './adapters';
import { checkFastInserts, fastInsertProblems, insertRow } from './fast-insert';
import { queriesNeighbours, queriesWith, sqliteOnTempDir, startPayload, stopPayload } from './testing';

async function sanitized(collection: CollectionConfig) {
  const config = await buildConfig({
    secret: 'check',
    telemetry: false,
    collections: [collection, ...queriesNeighbours()],
    db: await loadAdapter('file:unused.db'),
  });
  return { config, collection: config.collections.find((c) => c.slug === 'queries')! };
}

const field = (copy: { fields: Record<string, unknown>[] }, name: string) => copy.fields.find((f) => f.name === name)!;

describe('the fast insert start-up check', () => {
  it('finds nothing a Payload create would do in the queries collection as it is', async () => {
    const { config, collection } = await sanitized(queriesWith(() => undefined));
    expect(await fastInsertProblems(collection, config)).toEqual([]);
  });

  it("leaves Payload's built-in field checks to the caller: the create route's schema makes them", async () => {
    const { collection } = await sanitized(queriesWith());
    const valid = { name: 'Fast Path', email: 'fast@example.com', phone: '+1 555 010 3000', message: 'Straight to the table.' };
    const accepts = (input: Record<string, unknown>) => createQuerySchema.safeParse(input).success;
    expect(accepts(valid)).toBe(true);
    expect(accepts({ ...valid, email: 'not-an-email' })).toBe(false);
    for (const field of collection.flattenedFields) {
      if ('required' in field && field.required)
        expect(accepts({ ...valid, [field.name]: undefined }), `${field.name} missing`).toBe(false);
      if ('maxLength' in field && field.maxLength)
        expect(accepts({ ...valid, [field.name]: '1'.repeat(field.maxLength + 1) }), `${field.name} too long`).toBe(false);
    }
  });

  it.each([
    ['a collection hook', (c) => (c.hooks = { beforeChange: [({ data }) => data] }), 'beforeChange hook on the collection'],
    ['an afterChange hook', (c) => (c.hooks = { afterChange: [({ doc }) => doc] }), 'afterChange hook on the collection'],
    [
      'a field hook',
      (c) => (field(c, 'email').hooks = { beforeValidate: [({ value }: { value: unknown }) => value] }),
      "beforeValidate hook on field 'email'",
    ],
    ['a validate function', (c) => (field(c, 'phone').validate = () => true), "a validate function on field 'phone'"],
    ['a computed default', (c) => (field(c, 'isVerified').defaultValue = () => false), "a computed defaultValue on field 'isVerified'"],
    ['drafts', (c) => (c.versions = { drafts: true }), 'versions or drafts'],
    [
      'a field in a table of its own',
      (c) => c.fields.push({ name: 'tags', type: 'array', fields: [{ name: 'tag', type: 'text' }] }),
      "field 'tags' (array) is not one column",
    ],
    ['a hasMany field', (c) => c.fields.push({ name: 'topics', type: 'text', hasMany: true }), "field 'topics' (text) is not one column"],
    [
      'a relationship to many documents',
      (c) => c.fields.push({ name: 'watchers', type: 'relationship', relationTo: 'users', hasMany: true }),
      "field 'watchers' (relationship) is not one column",
    ],
    [
      'a relationship to several collections',
      (c) => c.fields.push({ name: 'about', type: 'relationship', relationTo: ['users', 'query-notes'] }),
      "field 'about' (relationship) is not one column",
    ],
  ] as [string, (c: CollectionConfig & { fields: Record<string, unknown>[] }) => void, string][])(
    'names %s',
    async (_what, change, problem) => {
      const { config, collection } = await sanitized(queriesWith(change));
      expect(await fastInsertProblems(collection, config)).toEqual([expect.stringContaining(problem)]);
    },
  );
});

function defineFastInsertSuite(label: string, database: () => Promise<string>) {
  describe(`insertRow on ${label}`, () => {
    let payload: Payload;
    const input = { name: 'Fast Path', email: 'fast@example.com', phone: '+1 555 010 3000', message: 'Straight to the table.' };

    beforeAll(async () => {
      payload = await startPayload(await database(), [queriesWith()]);
    });
    afterAll(() => stopPayload(payload));

    it('passes the start-up check: the adapter has the Drizzle table and columns it writes to', async () => {
      await expect(checkFastInserts(payload)).resolves.toBeUndefined();
    });

    it('stores the row a Payload create stores, defaults included', async () => {
      const id = await insertRow(payload.db, 'queries', input); // isVerified left to its default
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const fast = await payload.findByID({ collection: 'queries', id, depth: 0 });
      const slow = await payload.create({ collection: 'queries', data: input, depth: 0 });
      const same = (doc: object) => {
        const { id: _id, createdAt, updatedAt, ...rest } = doc as Record<string, unknown>;
        return { rest, stamps: [typeof createdAt, typeof updatedAt] };
      };
      expect(same(fast)).toEqual(same(slow));
      expect(fast).toMatchObject({ ...input, isVerified: false });
    });

    it('refuses a collection the start-up check did not pass', async () => {
      await expect(insertRow(payload.db, 'users', { email: 'nobody@example.com' })).rejects.toThrow("'users' was not checked at start-up");
    });

    it('stops start-up, naming the collection and what appeared, when a hook is added', async () => {
      const { config, collection } = await sanitized(queriesWith((c) => (c.hooks = { beforeChange: [({ data }) => data] })));
      const withHook = {
        ...payload,
        config,
        collections: { ...payload.collections, queries: { ...payload.collections.queries, config: collection } },
      };
      await expect(checkFastInserts(withHook)).rejects.toThrow(
        "Fast insert into 'queries' is no longer safe: beforeChange hook on the collection",
      );
    });
  });
}

const sqlite = sqliteOnTempDir();
afterAll(() => sqlite.remove());
defineFastInsertSuite('SQLite', async () => sqlite.uri);
await onPostgres('insertRow on PostgreSQL', (database) => defineFastInsertSuite('PostgreSQL', database));
