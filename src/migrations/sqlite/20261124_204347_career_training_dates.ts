import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`career_posts\` ADD \`event_start\` text;`)
  await db.run(sql`ALTER TABLE \`career_posts\` ADD \`event_end\` text;`)
  await db.run(sql`ALTER TABLE \`_career_posts_v\` ADD \`version_event_start\` text;`)
  await db.run(sql`ALTER TABLE \`_career_posts_v\` ADD \`version_event_end\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`career_posts\` DROP COLUMN \`event_start\`;`)
  await db.run(sql`ALTER TABLE \`career_posts\` DROP COLUMN \`event_end\`;`)
  await db.run(sql`ALTER TABLE \`_career_posts_v\` DROP COLUMN \`version_event_start\`;`)
  await db.run(sql`ALTER TABLE \`_career_posts_v\` DROP COLUMN \`version_event_end\`;`)
}
