import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reregistrations\` ADD \`applicant_name\` text;`)
  await db.run(sql`CREATE INDEX \`reregistrations_applicant_name_idx\` ON \`reregistrations\` (\`applicant_name\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reregistrations_applicant_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`reregistrations\` DROP COLUMN \`applicant_name\`;`)
}
