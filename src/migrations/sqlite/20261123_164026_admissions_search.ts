import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`applicants_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applicants_sessions_order_idx\` ON \`applicants_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applicants_sessions_parent_id_idx\` ON \`applicants_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applicants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`whatsapp\` text NOT NULL,
  	\`privacy_consent_version\` text NOT NULL,
  	\`privacy_consent_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`applicants_updated_at_idx\` ON \`applicants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applicants_created_at_idx\` ON \`applicants\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applicants_email_idx\` ON \`applicants\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
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
  await db.run(sql`CREATE TABLE \`applicant_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applicant_files_owner_idx\` ON \`applicant_files\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`applicant_files_kind_idx\` ON \`applicant_files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`applicant_files_updated_at_idx\` ON \`applicant_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applicant_files_created_at_idx\` ON \`applicant_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applicant_files_filename_idx\` ON \`applicant_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`application_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`action\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`note\` text,
  	\`actor_type\` text NOT NULL,
  	\`actor_name\` text,
  	\`actor_staff_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_events_application_idx\` ON \`application_events\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_events_applicant_idx\` ON \`application_events\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`application_events_actor_staff_idx\` ON \`application_events\` (\`actor_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`application_events_updated_at_idx\` ON \`application_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_events_created_at_idx\` ON \`application_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`data_requests\` (
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
  await db.run(sql`CREATE INDEX \`data_requests_applicant_idx\` ON \`data_requests\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_status_idx\` ON \`data_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_updated_at_idx\` ON \`data_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_requests_created_at_idx\` ON \`data_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_bank_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`bank\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`holder\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_bank_accounts_order_idx\` ON \`admissions_settings_bank_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_bank_accounts_parent_id_idx\` ON \`admissions_settings_bank_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_reguler_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_requirements_order_idx\` ON \`admissions_settings_reguler_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_requirements_parent_idx\` ON \`admissions_settings_reguler_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_reguler_panel_steps_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings_reguler_panel_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_steps_lines_order_idx\` ON \`admissions_settings_reguler_panel_steps_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_steps_lines_parent_id_idx\` ON \`admissions_settings_reguler_panel_steps_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_reguler_panel_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_steps_order_idx\` ON \`admissions_settings_reguler_panel_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_steps_parent_id_idx\` ON \`admissions_settings_reguler_panel_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_reguler_panel_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_contacts_order_idx\` ON \`admissions_settings_reguler_panel_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_reguler_panel_contacts_parent_id_idx\` ON \`admissions_settings_reguler_panel_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_magang_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_requirements_order_idx\` ON \`admissions_settings_magang_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_requirements_parent_idx\` ON \`admissions_settings_magang_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_magang_panel_steps_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings_magang_panel_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_steps_lines_order_idx\` ON \`admissions_settings_magang_panel_steps_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_steps_lines_parent_id_idx\` ON \`admissions_settings_magang_panel_steps_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_magang_panel_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_steps_order_idx\` ON \`admissions_settings_magang_panel_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_steps_parent_id_idx\` ON \`admissions_settings_magang_panel_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_magang_panel_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_contacts_order_idx\` ON \`admissions_settings_magang_panel_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_magang_panel_contacts_parent_id_idx\` ON \`admissions_settings_magang_panel_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_jepang_requirements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_requirements_order_idx\` ON \`admissions_settings_jepang_requirements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_requirements_parent_idx\` ON \`admissions_settings_jepang_requirements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_jepang_panel_steps_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings_jepang_panel_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_steps_lines_order_idx\` ON \`admissions_settings_jepang_panel_steps_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_steps_lines_parent_id_idx\` ON \`admissions_settings_jepang_panel_steps_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_jepang_panel_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_steps_order_idx\` ON \`admissions_settings_jepang_panel_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_steps_parent_id_idx\` ON \`admissions_settings_jepang_panel_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings_jepang_panel_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_contacts_order_idx\` ON \`admissions_settings_jepang_panel_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_settings_jepang_panel_contacts_parent_id_idx\` ON \`admissions_settings_jepang_panel_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`period\` text DEFAULT '2027/2028' NOT NULL,
  	\`fee\` numeric DEFAULT 300000 NOT NULL,
  	\`refund_rule\` text DEFAULT 'Biaya pendaftaran dikembalikan 100% apabila Anda tidak diterima atau tidak lulus tes.' NOT NULL,
  	\`reference_date\` text NOT NULL,
  	\`min_age\` numeric DEFAULT 17 NOT NULL,
  	\`max_age\` numeric DEFAULT 23 NOT NULL,
  	\`min_height_cm\` numeric DEFAULT 160 NOT NULL,
  	\`privacy_notice_version\` text DEFAULT '2026-11' NOT NULL,
  	\`privacy_notice\` text DEFAULT 'Data Anda dipakai hanya untuk proses penerimaan mahasiswa baru UTB sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.' NOT NULL,
  	\`reguler_intro\` text,
  	\`reguler_requires_skck_document\` integer DEFAULT false,
  	\`reguler_panel_title\` text DEFAULT 'TAHAPAN PENDAFTARAN' NOT NULL,
  	\`reguler_panel_info_title\` text DEFAULT 'Info dan Pertanyaan',
  	\`reguler_panel_additional_info\` text,
  	\`reguler_panel_link_label\` text,
  	\`reguler_panel_link_url\` text,
  	\`magang_intro\` text,
  	\`magang_requires_skck_document\` integer DEFAULT false,
  	\`magang_panel_title\` text DEFAULT 'TAHAPAN PENDAFTARAN' NOT NULL,
  	\`magang_panel_info_title\` text DEFAULT 'Info dan Pertanyaan',
  	\`magang_panel_additional_info\` text,
  	\`magang_panel_link_label\` text,
  	\`magang_panel_link_url\` text,
  	\`jepang_intro\` text,
  	\`jepang_requires_skck_document\` integer DEFAULT false,
  	\`jepang_panel_title\` text DEFAULT 'TAHAPAN PENDAFTARAN' NOT NULL,
  	\`jepang_panel_info_title\` text DEFAULT 'Info dan Pertanyaan',
  	\`jepang_panel_additional_info\` text,
  	\`jepang_panel_link_label\` text,
  	\`jepang_panel_link_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`search_settings_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`terms\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_order_idx\` ON \`search_settings_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_parent_id_idx\` ON \`search_settings_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applicants_id\` integer REFERENCES applicants(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applicant_files_id\` integer REFERENCES applicant_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`application_events_id\` integer REFERENCES application_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`data_requests_id\` integer REFERENCES data_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicants_id_idx\` ON \`payload_locked_documents_rels\` (\`applicants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_events_id_idx\` ON \`payload_locked_documents_rels\` (\`application_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`applicants_id\` integer REFERENCES applicants(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_applicants_id_idx\` ON \`payload_preferences_rels\` (\`applicants_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`applicants_sessions\`;`)
  await db.run(sql`DROP TABLE \`applicants\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`applicant_files\`;`)
  await db.run(sql`DROP TABLE \`application_events\`;`)
  await db.run(sql`DROP TABLE \`data_requests\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_bank_accounts\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_reguler_requirements\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_reguler_panel_steps_lines\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_reguler_panel_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_reguler_panel_contacts\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_magang_requirements\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_magang_panel_steps_lines\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_magang_panel_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_magang_panel_contacts\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_jepang_requirements\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_jepang_panel_steps_lines\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_jepang_panel_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings_jepang_panel_contacts\`;`)
  await db.run(sql`DROP TABLE \`admissions_settings\`;`)
  await db.run(sql`DROP TABLE \`search_settings_synonyms\`;`)
  await db.run(sql`DROP TABLE \`search_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`banners_id\` integer,
  	\`support_contacts_id\` integer,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`faculties_id\` integer,
  	\`programme_categories_id\` integer,
  	\`programmes_id\` integer,
  	\`tuition_fees_id\` integer,
  	\`scholarships_id\` integer,
  	\`selection_schedules_id\` integer,
  	\`faqs_id\` integer,
  	\`career_posts_id\` integer,
  	\`pages_id\` integer,
  	\`partners_id\` integer,
  	\`services_id\` integer,
  	\`management_id\` integer,
  	\`community_service_links_id\` integer,
  	\`galleries_id\` integer,
  	\`testimonials_id\` integer,
  	\`student_organisations_id\` integer,
  	\`academic_events_id\` integer,
  	\`contact_messages_id\` integer,
  	\`page_visits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_contacts_id\`) REFERENCES \`support_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programme_categories_id\`) REFERENCES \`programme_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tuition_fees_id\`) REFERENCES \`tuition_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scholarships_id\`) REFERENCES \`scholarships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`selection_schedules_id\`) REFERENCES \`selection_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_posts_id\`) REFERENCES \`career_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`management_id\`) REFERENCES \`management\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`community_service_links_id\`) REFERENCES \`community_service_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_organisations_id\`) REFERENCES \`student_organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_events_id\`) REFERENCES \`academic_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_visits_id\`) REFERENCES \`page_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`support_contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programme_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`programme_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tuition_fees_id_idx\` ON \`payload_locked_documents_rels\` (\`tuition_fees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scholarships_id_idx\` ON \`payload_locked_documents_rels\` (\`scholarships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_selection_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`selection_schedules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`career_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_management_id_idx\` ON \`payload_locked_documents_rels\` (\`management_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_community_service_links_id_idx\` ON \`payload_locked_documents_rels\` (\`community_service_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`student_organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_events_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`page_visits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
}
