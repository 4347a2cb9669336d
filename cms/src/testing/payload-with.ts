import { buildConfig, getPayload, type CollectionConfig, type DatabaseAdapterObj, type Migration, type Payload } from 'payload';

import { InboxSettings } from '../resources/inbox-settings/global';
import { Queries } from '../resources/queries/collection';
import { QueryAttachments } from '../resources/query-attachments/collection';
import { QueryNotes } from '../resources/query-notes/collection';
import { Users } from '../resources/users/collection';
import { closeDatabase } from '../lib/database/close';
import { loadAdapter } from '../lib/database/adapters';

type Editable = CollectionConfig & { fields: Record<string, unknown>[] };

// Payload sanitizes a collection in place, once: variants start from a copy taken before any build.
const pristine: CollectionConfig = { ...Queries, fields: Queries.fields.map((field) => ({ ...field })) };

/** A fresh copy of the queries collection (its table is in the migrations), changed by `change`. */
export function queriesWith(change: (collection: Editable) => void = () => undefined): CollectionConfig {
  const copy = { ...pristine, fields: pristine.fields.map((field) => ({ ...field })) };
  change(copy as Editable);
  return copy;
}

/** Fresh copies of the collections the queries collection refers to (its assignee's users, its notes and their files). */
export function queriesNeighbours(): CollectionConfig[] {
  return [Users, QueryNotes, QueryAttachments].map((collection) => ({ ...collection, fields: collection.fields.map((field) => ({ ...field })) }));
}

/** The globals the queries' hooks read (the inbox settings' response target). */
export const queriesGlobals = () => [{ ...InboxSettings, fields: InboxSettings.fields.map((field) => ({ ...field })) }];

/**
 * Payload on our own adapter for `uri` (the production options) with the given collections
 * (and the queries' neighbours, when they are not among them), migrated with the committed migrations, so the tables are the real ones. One per URI.
 */
export async function startPayload(
  uri: string,
  collections: CollectionConfig[],
  wrap: (adapter: DatabaseAdapterObj) => DatabaseAdapterObj = (adapter) => adapter,
): Promise<Payload> {
  const config = buildConfig({
    secret: 'database-test',
    telemetry: false,
    logger: { options: { level: 'error' } },
    collections: [...collections, ...queriesNeighbours().filter(({ slug }) => !collections.some((c) => c.slug === slug))],
    globals: queriesGlobals(),
    db: wrap(await loadAdapter(uri)),
  });
  const payload = await getPayload({ config, key: uri });
  const { migrations } = await import('../migrations/index');
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  return payload;
}

export const stopPayload = (payload: Payload | undefined) => (payload ? closeDatabase(payload.db) : Promise.resolve());

/**
 * For a migration's test on data from before it: Payload on `uri` with the queries and their
 * neighbours, migrated up to the migration whose name ends in `_<name>` (not run), and
 * `migrateRest()`, which runs it and every later one. Close it with `stopPayload`.
 */
export async function migratedBefore(uri: string, name: string): Promise<{ payload: Payload; migrateRest: () => Promise<void> }> {
  const config = buildConfig({
    secret: 'migration-test',
    telemetry: false,
    logger: { options: { level: 'error' } },
    collections: [queriesWith(), ...queriesNeighbours()],
    globals: queriesGlobals(),
    db: await loadAdapter(uri),
  });
  const payload = await getPayload({ config, key: uri });
  const { migrations } = await import('../migrations/index');
  const all = migrations as unknown as Migration[];
  const index = all.findIndex((migration) => migration.name.endsWith(`_${name}`));
  if (index < 1) throw new Error(`no migration named …_${name} after the first`);
  await payload.db.migrate({ migrations: all.slice(0, index) });
  return { payload, migrateRest: () => payload.db.migrate({ migrations: all }) };
}
