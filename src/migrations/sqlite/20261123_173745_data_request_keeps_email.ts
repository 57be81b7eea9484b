import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_data_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant_id\` integer,
  	\`applicant_email\` text,
  	\`kind\` text DEFAULT 'deletion' NOT NULL,
  	\`reason\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_data_requests\`("id", "applicant_id", "applicant_email", "kind", "reason", "status", "staff_note", "updated_at", "created_at") SELECT "id", "applicant_id", (SELECT "email" FROM \`applicants\` WHERE \`applicants\`."id" = \`data_requests\`."applicant_id"), "kind", "reason", "status", "staff_note", "updated_at", "created_at" FROM \`data_requests\`;`)
  await db.run(sql`DROP TABLE \`data_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_data_requests\` RENAME TO \`data_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`data_requests_applicant_idx\` ON \`data_requests\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_status_idx\` ON \`data_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_updated_at_idx\` ON \`data_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_created_at_idx\` ON \`data_requests\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_data_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'deletion' NOT NULL,
  	\`reason\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_data_requests\`("id", "applicant_id", "kind", "reason", "status", "staff_note", "updated_at", "created_at") SELECT "id", "applicant_id", "kind", "reason", "status", "staff_note", "updated_at", "created_at" FROM \`data_requests\`;`)
  await db.run(sql`DROP TABLE \`data_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_data_requests\` RENAME TO \`data_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`data_requests_applicant_idx\` ON \`data_requests\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_status_idx\` ON \`data_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_updated_at_idx\` ON \`data_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_created_at_idx\` ON \`data_requests\` (\`created_at\`);`)
}
