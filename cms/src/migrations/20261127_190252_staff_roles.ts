import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('owner', 'editor', 'support');
  ALTER TABLE "users" ADD COLUMN "name" varchar;
  -- Every account made before roles is an owner's (decision 036); new ones name their role.
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" NOT NULL DEFAULT 'owner';
  ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "invite_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "invited_until" timestamp(3) with time zone;
  CREATE INDEX "users_invite_token_hash_idx" ON "users" USING btree ("invite_token_hash");`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_invite_token_hash_idx";
  ALTER TABLE "users" DROP COLUMN "name";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "users" DROP COLUMN "disabled";
  ALTER TABLE "users" DROP COLUMN "last_sign_in_at";
  ALTER TABLE "users" DROP COLUMN "invite_token_hash";
  ALTER TABLE "users" DROP COLUMN "invited_until";
  DROP TYPE "public"."enum_users_role";`);
}
