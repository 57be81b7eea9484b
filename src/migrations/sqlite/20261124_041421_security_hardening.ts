import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_token\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_expires\` text;`)
  await db.run(sql`CREATE INDEX \`users_pending_email_token_idx\` ON \`users\` (\`pending_email_token\`);`)
  await db.run(sql`ALTER TABLE \`applicants\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`applicants\` ADD \`pending_email_token\` text;`)
  await db.run(sql`ALTER TABLE \`applicants\` ADD \`pending_email_expires\` text;`)
  await db.run(sql`CREATE INDEX \`applicants_pending_email_token_idx\` ON \`applicants\` (\`pending_email_token\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`users_pending_email_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_token\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_expires\`;`)
  await db.run(sql`DROP INDEX \`applicants_pending_email_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`applicants\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`applicants\` DROP COLUMN \`pending_email_token\`;`)
  await db.run(sql`ALTER TABLE \`applicants\` DROP COLUMN \`pending_email_expires\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
