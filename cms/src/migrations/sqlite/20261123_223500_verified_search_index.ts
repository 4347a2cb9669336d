import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand (decision 014): the dashboard's search asks for verified queries only, so a
// second FTS5 trigram index holds the verified rows alone (external content on `queries`, like
// queries_fts), and the search's count and candidates need no look at the verified flag of every
// match. Triggers keep it in step: a row enters when inserted verified or when verified later,
// leaves when deleted or unverified, and is re-indexed when its searched text changes.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE queries_verified_fts USING fts5(name, email, phone, message, content='queries', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER queries_verified_fts_insert AFTER INSERT ON queries WHEN NEW.is_verified = 1 BEGIN
    INSERT INTO queries_verified_fts(rowid, name, email, phone, message) VALUES (NEW.rowid, NEW.name, NEW.email, NEW.phone, NEW.message); END;`)
  await db.run(sql`CREATE TRIGGER queries_verified_fts_delete AFTER DELETE ON queries WHEN OLD.is_verified = 1 BEGIN
    INSERT INTO queries_verified_fts(queries_verified_fts, rowid, name, email, phone, message) VALUES ('delete', OLD.rowid, OLD.name, OLD.email, OLD.phone, OLD.message); END;`)
  // One trigger for both halves, so the old entry always leaves before the new one enters.
  await db.run(sql`CREATE TRIGGER queries_verified_fts_update AFTER UPDATE OF name, email, phone, message, is_verified ON queries
    WHEN OLD.is_verified = 1 OR NEW.is_verified = 1 BEGIN
    INSERT INTO queries_verified_fts(queries_verified_fts, rowid, name, email, phone, message) SELECT 'delete', OLD.rowid, OLD.name, OLD.email, OLD.phone, OLD.message WHERE OLD.is_verified = 1;
    INSERT INTO queries_verified_fts(rowid, name, email, phone, message) SELECT NEW.rowid, NEW.name, NEW.email, NEW.phone, NEW.message WHERE NEW.is_verified = 1; END;`)
  // Existing rows: the verified ones only ('rebuild' would index every row of the content table).
  await db.run(sql`INSERT INTO queries_verified_fts(rowid, name, email, phone, message) SELECT rowid, name, email, phone, message FROM queries WHERE is_verified = 1`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['queries_verified_fts_insert', 'queries_verified_fts_delete', 'queries_verified_fts_update'])
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`))
  await db.run(sql`DROP TABLE IF EXISTS queries_verified_fts`)
}
