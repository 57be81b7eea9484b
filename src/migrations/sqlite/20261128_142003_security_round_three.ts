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
  await db.run(sql`CREATE TABLE \`staff_factors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`totp_secret\` text,
  	\`pending_totp_secret\` text,
  	\`last_totp_step\` numeric,
  	\`passkeys\` text,
  	\`recovery_codes\` text,
  	\`challenge\` text,
  	\`failures\` numeric DEFAULT 0,
  	\`locked_until\` text,
  	\`lockeduntil_tz\` text DEFAULT 'Asia/Jakarta',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_factors_user_idx\` ON \`staff_factors\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_factors_updated_at_idx\` ON \`staff_factors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_factors_created_at_idx\` ON \`staff_factors\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_enrolled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_step_sessions\` text;`)
  await db.run(sql`ALTER TABLE \`access_audit\` ADD \`count\` numeric;`)
  await db.run(sql`ALTER TABLE \`access_audit\` ADD \`via\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_factors_id\` integer REFERENCES staff_factors(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_factors_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`access_audit_numbers\`;`)
  await db.run(sql`DROP TABLE \`staff_factors\`;`)
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
  	FOREIGN KEY (\`applicants_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_files_id\`) REFERENCES \`applicant_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_events_id\`) REFERENCES \`application_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_audit_id\`) REFERENCES \`access_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`incidents_id\`) REFERENCES \`incidents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retention_runs_id\`) REFERENCES \`retention_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id", "consent_records_id", "access_audit_id", "incidents_id", "retention_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id", "consent_records_id", "access_audit_id", "incidents_id", "retention_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retention_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`retention_runs_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_enrolled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_required\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_step_sessions\`;`)
  await db.run(sql`ALTER TABLE \`access_audit\` DROP COLUMN \`count\`;`)
  await db.run(sql`ALTER TABLE \`access_audit\` DROP COLUMN \`via\`;`)
}
