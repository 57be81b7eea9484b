import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`access_audit_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`access_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`access_audit_numbers_order_parent_idx\` ON \`access_audit_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`access_audit\` ADD \`count\` numeric;`)
  await db.run(sql`ALTER TABLE \`access_audit\` ADD \`via\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`access_audit_numbers\`;`)
  await db.run(sql`ALTER TABLE \`access_audit\` DROP COLUMN \`count\`;`)
  await db.run(sql`ALTER TABLE \`access_audit\` DROP COLUMN \`via\`;`)
}
