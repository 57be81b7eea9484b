import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reregistrations\` ADD \`final_diploma_id\` integer REFERENCES applicant_files(id);`)
  await db.run(sql`CREATE INDEX \`reregistrations_final_diploma_idx\` ON \`reregistrations\` (\`final_diploma_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reregistrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`applicant_name\` text,
  	\`deadline\` text NOT NULL,
  	\`deadline_tz\` text DEFAULT 'Asia/Jakarta',
  	\`data_nik\` text,
  	\`data_nisn\` text,
  	\`data_birth_place\` text,
  	\`data_birth_date\` text,
  	\`data_birthdate_tz\` text DEFAULT 'Asia/Jakarta',
  	\`data_religion\` text,
  	\`data_mother_name\` text,
  	\`data_address\` text,
  	\`data_village\` text,
  	\`data_district\` text,
  	\`data_city\` text,
  	\`data_postal_code\` text,
  	\`data_region_code\` text,
  	\`data_father_name\` text,
  	\`data_father_education\` text,
  	\`data_father_occupation\` text,
  	\`data_father_income\` text,
  	\`data_mother_education\` text,
  	\`data_mother_occupation\` text,
  	\`data_mother_income\` text,
  	\`data_special_needs\` text,
  	\`data_financing\` text,
  	\`statement_agreed_at\` text,
  	\`statementagreedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`fee_total\` numeric,
  	\`instalment_count\` numeric,
  	\`submitted_at\` text,
  	\`submittedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`reviewed_at\` text,
  	\`reviewedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`reviewed_by_id\` integer,
  	\`return_reason\` text,
  	\`student_id\` integer,
  	\`withdrawn_at\` text,
  	\`withdrawnat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reregistrations\`("id", "application_id", "applicant_id", "status", "applicant_name", "deadline", "deadline_tz", "data_nik", "data_nisn", "data_birth_place", "data_birth_date", "data_birthdate_tz", "data_religion", "data_mother_name", "data_address", "data_village", "data_district", "data_city", "data_postal_code", "data_region_code", "data_father_name", "data_father_education", "data_father_occupation", "data_father_income", "data_mother_education", "data_mother_occupation", "data_mother_income", "data_special_needs", "data_financing", "statement_agreed_at", "statementagreedat_tz", "fee_total", "instalment_count", "submitted_at", "submittedat_tz", "reviewed_at", "reviewedat_tz", "reviewed_by_id", "return_reason", "student_id", "withdrawn_at", "withdrawnat_tz", "updated_at", "created_at") SELECT "id", "application_id", "applicant_id", "status", "applicant_name", "deadline", "deadline_tz", "data_nik", "data_nisn", "data_birth_place", "data_birth_date", "data_birthdate_tz", "data_religion", "data_mother_name", "data_address", "data_village", "data_district", "data_city", "data_postal_code", "data_region_code", "data_father_name", "data_father_education", "data_father_occupation", "data_father_income", "data_mother_education", "data_mother_occupation", "data_mother_income", "data_special_needs", "data_financing", "statement_agreed_at", "statementagreedat_tz", "fee_total", "instalment_count", "submitted_at", "submittedat_tz", "reviewed_at", "reviewedat_tz", "reviewed_by_id", "return_reason", "student_id", "withdrawn_at", "withdrawnat_tz", "updated_at", "created_at" FROM \`reregistrations\`;`)
  await db.run(sql`DROP TABLE \`reregistrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_reregistrations\` RENAME TO \`reregistrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`reregistrations_application_idx\` ON \`reregistrations\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_applicant_idx\` ON \`reregistrations\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_status_idx\` ON \`reregistrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_applicant_name_idx\` ON \`reregistrations\` (\`applicant_name\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_deadline_idx\` ON \`reregistrations\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_reviewed_by_idx\` ON \`reregistrations\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_student_idx\` ON \`reregistrations\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_updated_at_idx\` ON \`reregistrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reregistrations_created_at_idx\` ON \`reregistrations\` (\`created_at\`);`)
}
