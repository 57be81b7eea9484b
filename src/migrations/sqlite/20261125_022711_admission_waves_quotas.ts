import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`selection_schedules_quotas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`quota\` numeric NOT NULL,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`selection_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`selection_schedules_quotas_order_idx\` ON \`selection_schedules_quotas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`selection_schedules_quotas_parent_id_idx\` ON \`selection_schedules_quotas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`selection_schedules_quotas_programme_idx\` ON \`selection_schedules_quotas\` (\`programme_id\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`wave_id\` integer REFERENCES selection_schedules(id);`)
  await db.run(sql`CREATE INDEX \`applications_wave_idx\` ON \`applications\` (\`wave_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`selection_schedules_quotas\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`applicant_name\` text,
  	\`applicant_email\` text,
  	\`period\` text NOT NULL,
  	\`track\` text NOT NULL,
  	\`status\` text DEFAULT 'registered' NOT NULL,
  	\`payment_rejection_reason\` text,
  	\`payment_proof_id\` integer,
  	\`payment_proof_at\` text,
  	\`current_step\` numeric DEFAULT 0,
  	\`personal_gender\` text,
  	\`personal_birth_place\` text,
  	\`personal_birth_date\` text,
  	\`personal_nik\` text,
  	\`personal_religion\` text,
  	\`personal_height_cm\` numeric,
  	\`personal_address\` text,
  	\`personal_education\` text,
  	\`personal_school_name\` text,
  	\`personal_graduation_year\` numeric,
  	\`personal_parent_name\` text,
  	\`personal_parent_phone\` text,
  	\`personal_guardian_consent\` integer,
  	\`personal_colour_blind\` integer,
  	\`personal_has_skck\` integer,
  	\`personal_health_declaration\` integer,
  	\`programme_category_id\` integer,
  	\`programme_faculty_id\` integer,
  	\`programme_major_id\` integer,
  	\`documents_photo_id\` integer,
  	\`documents_id_card_id\` integer,
  	\`documents_diploma_id\` integer,
  	\`documents_skck_id\` integer,
  	\`submitted_at\` text,
  	\`test_date\` text,
  	\`test_mode\` text,
  	\`test_exam_number\` text,
  	\`test_place\` text,
  	\`test_online_url\` text,
  	\`test_notes\` text,
  	\`decision_note\` text,
  	\`refund_status\` text DEFAULT 'none',
  	\`refund_paid_at\` text,
  	\`refund_reference\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payment_proof_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_category_id\`) REFERENCES \`programme_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_major_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_photo_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_id_card_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_diploma_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documents_skck_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "applicant_id", "applicant_name", "applicant_email", "period", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at") SELECT "id", "applicant_id", "applicant_name", "applicant_email", "period", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_applicant_idx\` ON \`applications\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_period_idx\` ON \`applications\` (\`period\`);`)
  await db.run(sql`CREATE INDEX \`applications_track_idx\` ON \`applications\` (\`track\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_payment_proof_idx\` ON \`applications\` (\`payment_proof_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_programme_programme_category_idx\` ON \`applications\` (\`programme_category_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_programme_programme_faculty_idx\` ON \`applications\` (\`programme_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_programme_programme_major_idx\` ON \`applications\` (\`programme_major_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_documents_photo_idx\` ON \`applications\` (\`documents_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_documents_id_card_idx\` ON \`applications\` (\`documents_id_card_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_documents_diploma_idx\` ON \`applications\` (\`documents_diploma_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_documents_skck_idx\` ON \`applications\` (\`documents_skck_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
}
