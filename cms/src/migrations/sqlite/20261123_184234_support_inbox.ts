import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`query_notes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`query_id\` text(36) NOT NULL,
  	\`kind\` text DEFAULT 'note' NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` text(36),
  	\`delivery_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`query_id\`) REFERENCES \`queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`query_notes_query_idx\` ON \`query_notes\` (\`query_id\`);`)
  await db.run(sql`CREATE INDEX \`query_notes_author_idx\` ON \`query_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`query_notes_updated_at_idx\` ON \`query_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`query_notes_created_at_idx\` ON \`query_notes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`query_createdAt_idx\` ON \`query_notes\` (\`query_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`queries\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`queries\` ADD \`assignee_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`queries\` ADD \`answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`queries\` ADD \`verified_at\` text;`)
  await db.run(sql`CREATE INDEX \`queries_status_idx\` ON \`queries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`queries_assignee_idx\` ON \`queries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`queries_verified_at_idx\` ON \`queries\` (\`verified_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`queries\` (\`status\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`query_notes_id\` text(36) REFERENCES query_notes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_query_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`query_notes_id\`);`)

  // Written by hand (decision 014): verifiedAt stamped when isVerified turns true, whoever writes it.
  await db.run(sql`CREATE TRIGGER queries_verified_at AFTER UPDATE OF is_verified ON queries
    WHEN NEW.is_verified = 1 AND COALESCE(OLD.is_verified, 0) = 0 AND NEW.verified_at IS NULL
    BEGIN UPDATE queries SET verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;`)
  // The staff search's index: FTS5 trigrams over the searched columns (substrings, case-insensitive),
  // an external-content table on the queries' rowids, kept in step by triggers.
  await db.run(sql`CREATE VIRTUAL TABLE queries_fts USING fts5(name, email, phone, message, content='queries', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER queries_fts_insert AFTER INSERT ON queries BEGIN
    INSERT INTO queries_fts(rowid, name, email, phone, message) VALUES (NEW.rowid, NEW.name, NEW.email, NEW.phone, NEW.message); END;`)
  await db.run(sql`CREATE TRIGGER queries_fts_delete AFTER DELETE ON queries BEGIN
    INSERT INTO queries_fts(queries_fts, rowid, name, email, phone, message) VALUES ('delete', OLD.rowid, OLD.name, OLD.email, OLD.phone, OLD.message); END;`)
  await db.run(sql`CREATE TRIGGER queries_fts_update AFTER UPDATE OF name, email, phone, message ON queries BEGIN
    INSERT INTO queries_fts(queries_fts, rowid, name, email, phone, message) VALUES ('delete', OLD.rowid, OLD.name, OLD.email, OLD.phone, OLD.message);
    INSERT INTO queries_fts(rowid, name, email, phone, message) VALUES (NEW.rowid, NEW.name, NEW.email, NEW.phone, NEW.message); END;`)
  await db.run(sql`INSERT INTO queries_fts(queries_fts) VALUES ('rebuild')`)
  // The overview's aggregates read this index alone, never the rows (their text is most of the table).
  await db.run(sql`CREATE INDEX queries_overview_idx ON queries (created_at, is_verified, status, assignee_id, verified_at)`)
  // The list's sort by name reads it in order instead of sorting every row.
  await db.run(sql`CREATE INDEX queries_name_id_idx ON queries (name, id)`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['queries_verified_at', 'queries_fts_insert', 'queries_fts_delete', 'queries_fts_update'])
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`))
  await db.run(sql`DROP TABLE IF EXISTS queries_fts`)
  await db.run(sql`DROP INDEX IF EXISTS queries_overview_idx`)
  await db.run(sql`DROP INDEX IF EXISTS queries_name_id_idx`)
  await db.run(sql`DROP TABLE \`query_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_queries\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`is_verified\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_queries\`("id", "name", "email", "phone", "message", "is_verified", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "message", "is_verified", "updated_at", "created_at" FROM \`queries\`;`)
  await db.run(sql`DROP TABLE \`queries\`;`)
  await db.run(sql`ALTER TABLE \`__new_queries\` RENAME TO \`queries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`queries_email_idx\` ON \`queries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`queries_is_verified_idx\` ON \`queries\` (\`is_verified\`);`)
  await db.run(sql`CREATE INDEX \`queries_updated_at_idx\` ON \`queries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`queries_created_at_idx\` ON \`queries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`isVerified_createdAt_idx\` ON \`queries\` (\`is_verified\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`categories_id\` text(36),
  	\`packages_id\` text(36),
  	\`team_members_id\` text(36),
  	\`queries_id\` text(36),
  	\`media_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`queries_id\`) REFERENCES \`queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "categories_id", "packages_id", "team_members_id", "queries_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "categories_id", "packages_id", "team_members_id", "queries_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
