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
  await db.run(sql`CREATE TABLE \`retention_runs_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`retention_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`retention_runs_lines_order_idx\` ON \`retention_runs_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_lines_parent_id_idx\` ON \`retention_runs_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`retention_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ran_at\` text NOT NULL,
  	\`trigger\` text DEFAULT 'schedule' NOT NULL,
  	\`ran_by\` text,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`failures\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`retention_runs_ran_at_idx\` ON \`retention_runs\` (\`ran_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_updated_at_idx\` ON \`retention_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_created_at_idx\` ON \`retention_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`not_accepted_applications\` numeric DEFAULT 365 NOT NULL,
  	\`past_period_applications\` numeric DEFAULT 730 NOT NULL,
  	\`applicant_files\` numeric DEFAULT 730 NOT NULL,
  	\`replaced_files\` numeric DEFAULT 1 NOT NULL,
  	\`contact_messages\` numeric DEFAULT 365 NOT NULL,
  	\`page_visits\` numeric DEFAULT 90 NOT NULL,
  	\`consent_records\` numeric DEFAULT 1825 NOT NULL,
  	\`data_requests\` numeric DEFAULT 1825 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant_id\` integer,
  	\`anonymised_at\` text,
  	\`applicant_name\` text,
  	\`applicant_email\` text,
  	\`period\` text NOT NULL,
  	\`wave_id\` integer,
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
  	FOREIGN KEY (\`wave_id\`) REFERENCES \`selection_schedules\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  // drizzle-kit named the new column in the copy's SELECT too; the old table has none.
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "applicant_id", "applicant_name", "applicant_email", "period", "wave_id", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at") SELECT "id", "applicant_id", "applicant_name", "applicant_email", "period", "wave_id", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_applicant_idx\` ON \`applications\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_anonymised_at_idx\` ON \`applications\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_period_idx\` ON \`applications\` (\`period\`);`)
  await db.run(sql`CREATE INDEX \`applications_wave_idx\` ON \`applications\` (\`wave_id\`);`)
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
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`correction_field\` text;`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`correction_value\` text;`)
  await db.run(sql`ALTER TABLE \`data_requests\` ADD \`due_at\` text;`)
  await db.run(sql`CREATE INDEX \`data_requests_due_at_idx\` ON \`data_requests\` (\`due_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`retention_runs_id\` integer REFERENCES retention_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retention_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`retention_runs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`data_requests_history\`;`)
  await db.run(sql`DROP TABLE \`retention_runs_lines\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
  await db.run(sql`DROP TABLE \`retention_policy\`;`)
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
  	\`applicants_id\` integer,
  	\`applications_id\` integer,
  	\`applicant_files_id\` integer,
  	\`application_events_id\` integer,
  	\`data_requests_id\` integer,
  	\`consent_records_id\` integer,
  	\`access_audit_id\` integer,
  	\`incidents_id\` integer,
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
  	FOREIGN KEY (\`page_visits_id\`) REFERENCES \`page_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicants_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_events_id\`) REFERENCES \`application_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_audit_id\`) REFERENCES \`access_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`incidents_id\`) REFERENCES \`incidents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id", "consent_records_id", "access_audit_id", "incidents_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id", "consent_records_id", "access_audit_id", "incidents_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicants_id_idx\` ON \`payload_locked_documents_rels\` (\`applicants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_events_id_idx\` ON \`payload_locked_documents_rels\` (\`application_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`access_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_incidents_id_idx\` ON \`payload_locked_documents_rels\` (\`incidents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`applicant_name\` text,
  	\`applicant_email\` text,
  	\`period\` text NOT NULL,
  	\`wave_id\` integer,
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
  	FOREIGN KEY (\`wave_id\`) REFERENCES \`selection_schedules\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "applicant_id", "applicant_name", "applicant_email", "period", "wave_id", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at") SELECT "id", "applicant_id", "applicant_name", "applicant_email", "period", "wave_id", "track", "status", "payment_rejection_reason", "payment_proof_id", "payment_proof_at", "current_step", "personal_gender", "personal_birth_place", "personal_birth_date", "personal_nik", "personal_religion", "personal_height_cm", "personal_address", "personal_education", "personal_school_name", "personal_graduation_year", "personal_parent_name", "personal_parent_phone", "personal_guardian_consent", "personal_colour_blind", "personal_has_skck", "personal_health_declaration", "programme_category_id", "programme_faculty_id", "programme_major_id", "documents_photo_id", "documents_id_card_id", "documents_diploma_id", "documents_skck_id", "submitted_at", "test_date", "test_mode", "test_exam_number", "test_place", "test_online_url", "test_notes", "decision_note", "refund_status", "refund_paid_at", "refund_reference", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_applicant_idx\` ON \`applications\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_period_idx\` ON \`applications\` (\`period\`);`)
  await db.run(sql`CREATE INDEX \`applications_wave_idx\` ON \`applications\` (\`wave_id\`);`)
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
  await db.run(sql`DROP INDEX \`data_requests_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`correction_field\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`correction_value\`;`)
  await db.run(sql`ALTER TABLE \`data_requests\` DROP COLUMN \`due_at\`;`)
}
