import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`data_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`what\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`data_requests_history_order_idx\` ON \`data_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_history_parent_id_idx\` ON \`data_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`correction_field\` text;`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`correction_value\` text;`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`due_at\` text;`)
  await db.run(sql`CREATE INDEX \`data_requests_due_at_idx\` ON \`data_requests\` (\`due_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`data_requests_history\`;`)
  await db.run(sql`DROP INDEX \`data_requests_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`correction_field\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`correction_value\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`due_at\`;`)
}
