import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seed_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`done\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`main_menu_items_sub_items_sub_sub_items\` ADD \`coming_soon\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`main_menu_items_sub_items\` ADD \`coming_soon\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seed_state\`;`)
  await db.run(sql`ALTER TABLE \`main_menu_items_sub_items_sub_sub_items\` DROP COLUMN \`coming_soon\`;`)
  await db.run(sql`ALTER TABLE \`main_menu_items_sub_items\` DROP COLUMN \`coming_soon\`;`)
}
