import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_records_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_categories_order_idx\` ON \`consent_records_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_categories_parent_idx\` ON \`consent_records_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`decision\` text DEFAULT 'given' NOT NULL,
  	\`notice_version\` numeric NOT NULL,
  	\`applicant_id\` integer,
  	\`visitor_id\` text,
  	\`source\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_kind_idx\` ON \`consent_records\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_applicant_idx\` ON \`consent_records\` (\`applicant_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_visitor_id_idx\` ON \`consent_records\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`access_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`target\` text,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`access_audit_action_idx\` ON \`access_audit\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`access_audit_user_idx\` ON \`access_audit\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`access_audit_updated_at_idx\` ON \`access_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`access_audit_created_at_idx\` ON \`access_audit\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`incidents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`discovered_at\` text NOT NULL,
  	\`notify_by\` text,
  	\`severity\` text DEFAULT 'medium' NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`description\` text NOT NULL,
  	\`data_affected\` text,
  	\`subjects_affected\` numeric,
  	\`decided_by\` text,
  	\`actions\` text,
  	\`authority_notified_at\` text,
  	\`subjects_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`incidents_updated_at_idx\` ON \`incidents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`incidents_created_at_idx\` ON \`incidents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` numeric DEFAULT 1 NOT NULL,
  	\`effective_date\` text,
  	\`summary\` text DEFAULT 'Data Anda dipakai hanya untuk proses penerimaan mahasiswa baru sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.' NOT NULL,
  	\`content\` text,
  	\`contact_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`contact_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_version\` numeric DEFAULT 1 NOT NULL,
  	\`version_effective_date\` text,
  	\`version_summary\` text DEFAULT 'Data Anda dipakai hanya untuk proses penerimaan mahasiswa baru sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.' NOT NULL,
  	\`version_content\` text,
  	\`version_contact_name\` text,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_created_at_idx\` ON \`_privacy_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_updated_at_idx\` ON \`_privacy_notice_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`personal_guardian_consent\` integer;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`access_audit_id\` integer REFERENCES access_audit(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`incidents_id\` integer REFERENCES incidents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`access_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_incidents_id_idx\` ON \`payload_locked_documents_rels\` (\`incidents_id\`);`)
  await db.run(sql`ALTER TABLE \`admissions_settings\` DROP COLUMN \`privacy_notice_version\`;`)
  await db.run(sql`ALTER TABLE \`admissions_settings\` DROP COLUMN \`privacy_notice\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_records_categories\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`access_audit\`;`)
  await db.run(sql`DROP TABLE \`incidents\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v\`;`)
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
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "tuition_fees_id", "scholarships_id", "selection_schedules_id", "faqs_id", "career_posts_id", "pages_id", "partners_id", "services_id", "management_id", "community_service_links_id", "galleries_id", "testimonials_id", "student_organisations_id", "academic_events_id", "contact_messages_id", "page_visits_id", "applicants_id", "applications_id", "applicant_files_id", "application_events_id", "data_requests_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`admissions_settings\` ADD \`privacy_notice_version\` text DEFAULT '2026-11' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`admissions_settings\` ADD \`privacy_notice\` text DEFAULT 'Data Anda dipakai hanya untuk proses penerimaan mahasiswa baru UTB sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`personal_guardian_consent\`;`)
}
