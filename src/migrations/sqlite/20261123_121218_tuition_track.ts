import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tuition_fees\` ADD \`track\` text DEFAULT 'semua' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`tuition_fees_track_idx\` ON \`tuition_fees\` (\`track\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`tuition_fees_track_idx\`;`)
  await db.run(sql`ALTER TABLE \`tuition_fees\` DROP COLUMN \`track\`;`)
}
