import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feeder_batches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`intake_year\` numeric NOT NULL,
  	\`programme_id\` integer,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`fingerprint\` text,
  	\`total\` numeric,
  	\`counts_pending\` numeric DEFAULT 0,
  	\`counts_sent\` numeric DEFAULT 0,
  	\`counts_confirmed\` numeric DEFAULT 0,
  	\`counts_failed\` numeric DEFAULT 0,
  	\`counts_unknown\` numeric DEFAULT 0,
  	\`approved_fingerprint\` text,
  	\`approved_by_id\` integer,
  	\`approved_at\` text,
  	\`approvedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`finished_at\` text,
  	\`finishedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feeder_batches_programme_idx\` ON \`feeder_batches\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_batches_status_idx\` ON \`feeder_batches\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`feeder_batches_approved_by_idx\` ON \`feeder_batches\` (\`approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_batches_created_by_idx\` ON \`feeder_batches\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_batches_updated_at_idx\` ON \`feeder_batches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feeder_batches_created_at_idx\` ON \`feeder_batches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feeder_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`batch_id\` integer NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`nim\` text,
  	\`nik\` text,
  	\`name\` text,
  	\`state\` text DEFAULT 'pending' NOT NULL,
  	\`step\` text DEFAULT 'biodata' NOT NULL,
  	\`error_desc\` text,
  	\`id_mahasiswa\` text,
  	\`id_registrasi_mahasiswa\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`sentat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`settled_at\` text,
  	\`settledat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`batch_id\`) REFERENCES \`feeder_batches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feeder_records_batch_idx\` ON \`feeder_records\` (\`batch_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_student_idx\` ON \`feeder_records\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_nim_idx\` ON \`feeder_records\` (\`nim\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_nik_idx\` ON \`feeder_records\` (\`nik\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_state_idx\` ON \`feeder_records\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_updated_at_idx\` ON \`feeder_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feeder_records_created_at_idx\` ON \`feeder_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feeder_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`record_id\` integer,
  	\`nim\` text,
  	\`act\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`error_code\` numeric,
  	\`error_desc\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`record_id\`) REFERENCES \`feeder_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feeder_logs_record_idx\` ON \`feeder_logs\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`feeder_logs_nim_idx\` ON \`feeder_logs\` (\`nim\`);`)
  await db.run(sql`CREATE INDEX \`feeder_logs_updated_at_idx\` ON \`feeder_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feeder_logs_created_at_idx\` ON \`feeder_logs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feeder_batches_id\` integer REFERENCES feeder_batches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feeder_records_id\` integer REFERENCES feeder_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feeder_logs_id\` integer REFERENCES feeder_logs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feeder_batches_id_idx\` ON \`payload_locked_documents_rels\` (\`feeder_batches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feeder_records_id_idx\` ON \`payload_locked_documents_rels\` (\`feeder_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feeder_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`feeder_logs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feeder_batches\`;`)
  await db.run(sql`DROP TABLE \`feeder_records\`;`)
  await db.run(sql`DROP TABLE \`feeder_logs\`;`)
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
  	\`web_vitals_id\` integer,
  	\`applicants_id\` integer,
  	\`applications_id\` integer,
  	\`applicant_files_id\` integer,
  	\`application_events_id\` integer,
  	\`payments_id\` integer,
  	\`payment_logs_id\` integer,
  	\`reregistrations_id\` integer,
  	\`students_id\` integer,
  	\`nim_counters_id\` integer,
  	\`data_requests_id\` integer,
  	\`consent_records_id\` integer,
  	\`access_audit_id\` integer,
  	\`staff_factors_id\` integer,
  	\`applicant_passkeys_id\` integer,
  	\`passkey_challenges_id\` integer,
  	\`incidents_id\` integer,
  	\`retention_runs_id\` integer,
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
  	FOREIGN KEY (\`web_vitals_id\`) REFERENCES \`web_vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicants_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_events_id\`) REFERENCES \`application_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_logs_id\`) REFERENCES \`payment_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reregistrations_id\`) REFERENCES \`reregistrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nim_counters_id\`) REFERENCES \`nim_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_audit_id\`) REFERENCES \`access_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_factors_id\`) REFERENCES \`staff_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_passkeys_id\`) REFERENCES \`applicant_passkeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passkey_challenges_id\`) REFERENCES \`passkey_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`incidents_id\`) REFERENCES \`incidents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retention_runs_id\`) REFERENCES \`retention_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "web_vitals_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "payments_id", "payment_logs_id", "reregistrations_id", "students_id", "nim_counters_id", "data_requests_id", "consent_records_id", "access_audit_id", "staff_factors_id", "applicant_passkeys_id", "passkey_challenges_id", "incidents_id", "retention_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "web_vitals_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "payments_id", "payment_logs_id", "reregistrations_id", "students_id", "nim_counters_id", "data_requests_id", "consent_records_id", "access_audit_id", "staff_factors_id", "applicant_passkeys_id", "passkey_challenges_id", "incidents_id", "retention_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicants_id_idx\` ON \`payload_locked_documents_rels\` (\`applicants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_files_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_events_id_idx\` ON \`payload_locked_documents_rels\` (\`application_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reregistrations_id_idx\` ON \`payload_locked_documents_rels\` (\`reregistrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nim_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`nim_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`access_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_factors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_passkeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passkey_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`passkey_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_incidents_id_idx\` ON \`payload_locked_documents_rels\` (\`incidents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retention_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`retention_runs_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
}
