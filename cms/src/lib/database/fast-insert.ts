import { randomUUID } from 'node:crypto';

import { sanitizeFields, type Config, type Payload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload';

/** The collections whose rows may be inserted around Payload (decision 012). */
export const fastInsertCollections = ['queries'];

/** Collection hooks that a Local API create runs. The fast path runs none of them. */
const createHooks = [
  'beforeOperation',
  'beforeValidate',
  'beforeChange',
  'afterChange',
  'afterRead',
  'afterOperation',
  'afterError',
] as const;
/** Field hooks that a create runs (beforeDuplicate runs only when duplicating, which goes through Payload). */
const fieldHooks = ['beforeValidate', 'beforeChange', 'afterChange', 'afterRead'] as const;
/** Field types that the SQL adapters store as one column of the collection's table, named after the field. */
const columnTypes = new Set(['text', 'email', 'textarea', 'number', 'checkbox', 'date', 'select']);

/** A relationship to one collection, one document: the SQL adapters store it as a `<name>_id` column of the table. */
const isOneColumnRelationship = (field: { type: string; relationTo?: unknown; hasMany?: unknown }) =>
  field.type === 'relationship' && typeof field.relationTo === 'string' && !field.hasMany;

/** Each checked collection's static defaults: insertRow fills them in as Payload would. */
const checked = new Map<string, Record<string, unknown>>();

interface FastAdapter {
  name?: string;
  idType?: string;
  create: (args: { collection: string; data: Record<string, unknown> }) => Promise<{ id: string }>;
  drizzle?: { insert: (table: unknown) => { values: (row: Record<string, unknown>) => PromiseLike<unknown> } };
  tables?: Record<string, Record<string, unknown>>;
}

/** The source of the validate Payload gives a field that has none (the same closure for every field). */
async function payloadsOwnValidate(config: SanitizedConfig): Promise<string> {
  const [probe] = await sanitizeFields({
    config: config as unknown as Config, // sanitizeFields reads only its localization
    fields: [{ name: 'probe', type: 'text' }],
    parentIsLocalized: false,
    validRelationships: null,
  });
  return String(probe && 'validate' in probe ? probe.validate : undefined);
}

/**
 * What a Payload create would do for this collection that insertRow does not: hooks at collection
 * and field level, validate functions of our own (Payload's built-in checks, such as required and
 * maxLength, are the caller's: it parses the input with the contract's schema first), computed
 * defaults, versions and drafts, auth, uploads, localized or related fields, custom ids. Access is
 * not among them: insertRow stands for a Local API create, which overrides access anyway.
 */
export async function fastInsertProblems(collection: SanitizedCollectionConfig, config: SanitizedConfig): Promise<string[]> {
  const problems: string[] = [];
  for (const hook of createHooks) if (collection.hooks?.[hook]?.length) problems.push(`${hook} hook on the collection`);
  if (collection.versions) problems.push('versions or drafts');
  if (collection.auth) problems.push('auth');
  if (collection.upload) problems.push('uploads');
  if (!collection.timestamps) problems.push('timestamps turned off');
  const ownValidate = await payloadsOwnValidate(config);
  for (const field of collection.flattenedFields) {
    if (field.name === 'id') {
      problems.push('an id field of its own');
      continue;
    }
    const where = `field '${field.name}'`;
    const manyOrVirtual = ('hasMany' in field && field.hasMany) || ('virtual' in field && field.virtual);
    if (!(columnTypes.has(field.type) || isOneColumnRelationship(field)) || manyOrVirtual || field.localized)
      problems.push(`${where} (${field.type}) is not one column of the table`);
    const { hooks } = field as { hooks?: Partial<Record<(typeof fieldHooks)[number], unknown[]>> };
    for (const hook of fieldHooks) if (hooks?.[hook]?.length) problems.push(`${hook} hook on ${where}`);
    if ('validate' in field && field.validate && String(field.validate) !== ownValidate) problems.push(`a validate function on ${where}`);
    if (typeof field.defaultValue === 'function') problems.push(`a computed defaultValue on ${where}`);
  }
  return problems;
}

/** What insertRow needs of the adapter: MongoDB's create, or the SQL adapters' Drizzle table with UUID ids. */
function adapterProblems(db: unknown, collection: SanitizedCollectionConfig): string[] {
  const adapter = db as FastAdapter;
  if (adapter.name === 'mongoose') return typeof adapter.create === 'function' ? [] : ['no create() on the MongoDB adapter'];
  const table = adapter.tables?.[collection.slug];
  if (typeof adapter.drizzle?.insert !== 'function' || !table) return [`no Drizzle table at payload.db.tables.${collection.slug}`];
  const problems = adapter.idType === 'uuid' ? [] : [`ids of type ${adapter.idType} (insertRow makes UUIDs)`];
  for (const name of ['id', ...collection.flattenedFields.map((field) => field.name)])
    if (!(name in table)) problems.push(`no column '${name}' in the Drizzle table`);
  return problems;
}

function staticDefaults(collection: SanitizedCollectionConfig): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const field of collection.flattenedFields) if (field.defaultValue !== undefined) defaults[field.name] = field.defaultValue;
  return defaults;
}

/**
 * Start-up check of every fast-insert collection: throws, naming the collection and what appeared,
 * when insertRow would skip something a Payload create does. Only checked collections take insertRow.
 */
export async function checkFastInserts(
  payload: Pick<Payload, 'collections' | 'config' | 'db'>,
  slugs = fastInsertCollections,
): Promise<void> {
  for (const slug of slugs) {
    const collection = (payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[slug]?.config;
    const problems = collection
      ? [...(await fastInsertProblems(collection, payload.config)), ...adapterProblems(payload.db, collection)]
      : ['no such collection'];
    if (problems.length > 0 || !collection)
      throw new Error(
        `Fast insert into '${slug}' is no longer safe: ${problems.join('; ')}. insertRow (cms/src/lib/database/fast-insert.ts) ` +
          `writes the table directly and would skip that: create these rows with payload.create, or remove it (decision 012).`,
      );
    checked.set(slug, staticDefaults(collection));
  }
}

/**
 * Inserts one row of a checked collection and returns its id, without Payload's read-back.
 * On SQL that is one INSERT of a row whose id is ours, through the adapter's own Drizzle table
 * (Payload's upsertRow walks the field tree and reads the row back with RETURNING, which was half
 * the cost of a support query's submission); on MongoDB, the adapter's create. Callers validate
 * the data first: nothing here does.
 */
export async function insertRow(db: unknown, collection: string, data: Record<string, unknown>): Promise<string> {
  const defaults = checked.get(collection);
  if (!defaults) throw new Error(`insertRow: '${collection}' was not checked at start-up (checkFastInserts)`);
  const now = new Date().toISOString();
  const row = { ...defaults, ...data, createdAt: now, updatedAt: now };
  const adapter = db as FastAdapter;
  if (adapter.name === 'mongoose') return (await adapter.create({ collection, data: row })).id;
  const id = randomUUID();
  await adapter.drizzle!.insert(adapter.tables![collection]).values({ id, ...row });
  return id;
}
