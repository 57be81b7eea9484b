import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applicants\` ADD \`campus_info_consent\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`applicants\` ADD \`processing_restricted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`restriction_lifted\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applicants\` DROP COLUMN \`campus_info_consent\`;`)
  await db.run(sql`ALTER TABLE \`applicants\` DROP COLUMN \`processing_restricted\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`restriction_lifted\`;`)
}
