import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`description\` text,
  	\`year\` numeric,
  	\`order\` numeric DEFAULT 0,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_kind_idx\` ON \`documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`tuition_fees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`label\` text NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`development_fee\` numeric NOT NULL,
  	\`semester_fee\` numeric NOT NULL,
  	\`practicum_fee\` numeric,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tuition_fees_programme_idx\` ON \`tuition_fees\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`tuition_fees_academic_year_idx\` ON \`tuition_fees\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`tuition_fees_updated_at_idx\` ON \`tuition_fees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tuition_fees_created_at_idx\` ON \`tuition_fees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`scholarships_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`scholarships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`scholarships_benefits_order_idx\` ON \`scholarships_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`scholarships_benefits_parent_id_idx\` ON \`scholarships_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`scholarships_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`scholarships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`scholarships_requirements_order_idx\` ON \`scholarships_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`scholarships_requirements_parent_id_idx\` ON \`scholarships_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`scholarships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`image_id\` integer,
  	\`summary\` text NOT NULL,
  	\`quota\` text,
  	\`deadline\` text,
  	\`apply_url\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`scholarships_image_idx\` ON \`scholarships\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`scholarships_updated_at_idx\` ON \`scholarships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`scholarships_created_at_idx\` ON \`scholarships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`selection_schedules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`wave\` text NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`track\` text DEFAULT 'semua' NOT NULL,
  	\`registration_start\` text NOT NULL,
  	\`registration_end\` text NOT NULL,
  	\`test_date\` text NOT NULL,
  	\`announcement_date\` text NOT NULL,
  	\`re_registration_end\` text,
  	\`test_mode\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`selection_schedules_updated_at_idx\` ON \`selection_schedules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`selection_schedules_created_at_idx\` ON \`selection_schedules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'industri' NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	\`scope\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`description\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`management\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`group\` text DEFAULT 'pimpinan' NOT NULL,
  	\`photo_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`management_photo_idx\` ON \`management\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`management_updated_at_idx\` ON \`management\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`management_created_at_idx\` ON \`management\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`community_service_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`community_service_links_updated_at_idx\` ON \`community_service_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`community_service_links_created_at_idx\` ON \`community_service_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`galleries_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_photos_order_idx\` ON \`galleries_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_photos_parent_id_idx\` ON \`galleries_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_photos_image_idx\` ON \`galleries_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_category_idx\` ON \`galleries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`galleries_date_idx\` ON \`galleries\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`programme_id\` integer,
  	\`graduation_year\` numeric NOT NULL,
  	\`occupation\` text NOT NULL,
  	\`quote\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_programme_idx\` ON \`testimonials\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_organisations_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`student_organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`student_organisations_activities_order_idx\` ON \`student_organisations_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_activities_parent_id_idx\` ON \`student_organisations_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`student_organisations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`abbreviation\` text,
  	\`slug\` text,
  	\`group\` text,
  	\`logo_id\` integer,
  	\`image_id\` integer,
  	\`summary\` text,
  	\`description\` text,
  	\`founded_year\` numeric,
  	\`instagram\` text,
  	\`email\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`student_organisations_slug_idx\` ON \`student_organisations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_group_idx\` ON \`student_organisations\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_logo_idx\` ON \`student_organisations\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_image_idx\` ON \`student_organisations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_updated_at_idx\` ON \`student_organisations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations_created_at_idx\` ON \`student_organisations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`student_organisations__status_idx\` ON \`student_organisations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_student_organisations_v_version_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_student_organisations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_activities_order_idx\` ON \`_student_organisations_v_version_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_activities_parent_id_idx\` ON \`_student_organisations_v_version_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_organisations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_abbreviation\` text,
  	\`version_slug\` text,
  	\`version_group\` text,
  	\`version_logo_id\` integer,
  	\`version_image_id\` integer,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_founded_year\` numeric,
  	\`version_instagram\` text,
  	\`version_email\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`student_organisations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_parent_idx\` ON \`_student_organisations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_slug_idx\` ON \`_student_organisations_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_group_idx\` ON \`_student_organisations_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_logo_idx\` ON \`_student_organisations_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_image_idx\` ON \`_student_organisations_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_updated_at_idx\` ON \`_student_organisations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version_created_at_idx\` ON \`_student_organisations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_version_version__status_idx\` ON \`_student_organisations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_created_at_idx\` ON \`_student_organisations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_updated_at_idx\` ON \`_student_organisations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_organisations_v_latest_idx\` ON \`_student_organisations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`academic_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`academic_year\` text NOT NULL,
  	\`semester\` text NOT NULL,
  	\`category\` text DEFAULT 'akademik' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`academic_events_academic_year_idx\` ON \`academic_events\` (\`academic_year\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_start_date_idx\` ON \`academic_events\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_updated_at_idx\` ON \`academic_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academic_events_created_at_idx\` ON \`academic_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`category\` numeric DEFAULT 3 NOT NULL,
  	\`status\` text DEFAULT 'baru' NOT NULL,
  	\`ip_address\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_headline_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`url\` text NOT NULL,
  	\`icon\` text DEFAULT 'graduation-cap' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_headline_menu_items_order_idx\` ON \`home_page_headline_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_headline_menu_items_parent_id_idx\` ON \`home_page_headline_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_registration_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_registration_steps_steps_order_idx\` ON \`home_page_registration_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_registration_steps_steps_parent_id_idx\` ON \`home_page_registration_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_carousel_visible\` integer DEFAULT true,
  	\`logo_carousel_title\` text DEFAULT 'Dipercaya mitra industri dan pendidikan' NOT NULL,
  	\`logo_carousel_text\` text,
  	\`headline_logo_visible\` integer DEFAULT true,
  	\`headline_logo_title\` text NOT NULL,
  	\`headline_logo_text\` text,
  	\`headline_logo_image_id\` integer,
  	\`headline_logo_cta_label\` text,
  	\`headline_logo_cta_url\` text,
  	\`headline_menu_visible\` integer DEFAULT true,
  	\`headline_menu_title\` text NOT NULL,
  	\`headline_menu_text\` text,
  	\`achievements_visible\` integer DEFAULT true,
  	\`achievements_title\` text DEFAULT 'Prestasi' NOT NULL,
  	\`achievements_text\` text,
  	\`achievements_limit\` numeric DEFAULT 3 NOT NULL,
  	\`campus_tour_visible\` integer DEFAULT true,
  	\`campus_tour_title\` text DEFAULT 'Tur Kampus' NOT NULL,
  	\`campus_tour_text\` text,
  	\`campus_tour_video_url\` text,
  	\`majors_description_visible\` integer DEFAULT true,
  	\`majors_description_title\` text DEFAULT 'Program Studi' NOT NULL,
  	\`majors_description_text\` text,
  	\`majors_description_cta_label\` text,
  	\`majors_description_cta_url\` text,
  	\`majors_visible\` integer DEFAULT true,
  	\`majors_title\` text DEFAULT 'Pilihan Program Studi' NOT NULL,
  	\`majors_text\` text,
  	\`registration_headline_visible\` integer DEFAULT true,
  	\`registration_headline_title\` text NOT NULL,
  	\`registration_headline_text\` text,
  	\`registration_headline_image_id\` integer,
  	\`registration_headline_cta_label\` text,
  	\`registration_headline_cta_url\` text,
  	\`scholarship_headline_visible\` integer DEFAULT true,
  	\`scholarship_headline_title\` text DEFAULT 'Beasiswa' NOT NULL,
  	\`scholarship_headline_text\` text,
  	\`scholarship_headline_image_id\` integer,
  	\`scholarship_headline_cta_label\` text,
  	\`scholarship_headline_cta_url\` text,
  	\`news_headline_visible\` integer DEFAULT true,
  	\`news_headline_title\` text DEFAULT 'Berita Terkini' NOT NULL,
  	\`news_headline_text\` text,
  	\`news_headline_limit\` numeric DEFAULT 3 NOT NULL,
  	\`registration_steps_visible\` integer DEFAULT true,
  	\`registration_steps_title\` text DEFAULT 'Alur Pendaftaran' NOT NULL,
  	\`registration_steps_text\` text,
  	\`second_registration_headline_visible\` integer DEFAULT true,
  	\`second_registration_headline_title\` text NOT NULL,
  	\`second_registration_headline_text\` text,
  	\`second_registration_headline_cta_label\` text,
  	\`second_registration_headline_cta_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`headline_logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registration_headline_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`scholarship_headline_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_headline_logo_headline_logo_image_idx\` ON \`home_page\` (\`headline_logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_registration_headline_registration_headline_im_idx\` ON \`home_page\` (\`registration_headline_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_scholarship_headline_scholarship_headline_imag_idx\` ON \`home_page\` (\`scholarship_headline_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`partners_id\` integer,
  	\`programmes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_rels_order_idx\` ON \`home_page_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_parent_idx\` ON \`home_page_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_path_idx\` ON \`home_page_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_partners_id_idx\` ON \`home_page_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_programmes_id_idx\` ON \`home_page_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_headline_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`url\` text NOT NULL,
  	\`icon\` text DEFAULT 'graduation-cap' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_headline_menu_items_order_idx\` ON \`_home_page_v_version_headline_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_headline_menu_items_parent_id_idx\` ON \`_home_page_v_version_headline_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_registration_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_registration_steps_steps_order_idx\` ON \`_home_page_v_version_registration_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_registration_steps_steps_parent_id_idx\` ON \`_home_page_v_version_registration_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_carousel_visible\` integer DEFAULT true,
  	\`version_logo_carousel_title\` text DEFAULT 'Dipercaya mitra industri dan pendidikan' NOT NULL,
  	\`version_logo_carousel_text\` text,
  	\`version_headline_logo_visible\` integer DEFAULT true,
  	\`version_headline_logo_title\` text NOT NULL,
  	\`version_headline_logo_text\` text,
  	\`version_headline_logo_image_id\` integer,
  	\`version_headline_logo_cta_label\` text,
  	\`version_headline_logo_cta_url\` text,
  	\`version_headline_menu_visible\` integer DEFAULT true,
  	\`version_headline_menu_title\` text NOT NULL,
  	\`version_headline_menu_text\` text,
  	\`version_achievements_visible\` integer DEFAULT true,
  	\`version_achievements_title\` text DEFAULT 'Prestasi' NOT NULL,
  	\`version_achievements_text\` text,
  	\`version_achievements_limit\` numeric DEFAULT 3 NOT NULL,
  	\`version_campus_tour_visible\` integer DEFAULT true,
  	\`version_campus_tour_title\` text DEFAULT 'Tur Kampus' NOT NULL,
  	\`version_campus_tour_text\` text,
  	\`version_campus_tour_video_url\` text,
  	\`version_majors_description_visible\` integer DEFAULT true,
  	\`version_majors_description_title\` text DEFAULT 'Program Studi' NOT NULL,
  	\`version_majors_description_text\` text,
  	\`version_majors_description_cta_label\` text,
  	\`version_majors_description_cta_url\` text,
  	\`version_majors_visible\` integer DEFAULT true,
  	\`version_majors_title\` text DEFAULT 'Pilihan Program Studi' NOT NULL,
  	\`version_majors_text\` text,
  	\`version_registration_headline_visible\` integer DEFAULT true,
  	\`version_registration_headline_title\` text NOT NULL,
  	\`version_registration_headline_text\` text,
  	\`version_registration_headline_image_id\` integer,
  	\`version_registration_headline_cta_label\` text,
  	\`version_registration_headline_cta_url\` text,
  	\`version_scholarship_headline_visible\` integer DEFAULT true,
  	\`version_scholarship_headline_title\` text DEFAULT 'Beasiswa' NOT NULL,
  	\`version_scholarship_headline_text\` text,
  	\`version_scholarship_headline_image_id\` integer,
  	\`version_scholarship_headline_cta_label\` text,
  	\`version_scholarship_headline_cta_url\` text,
  	\`version_news_headline_visible\` integer DEFAULT true,
  	\`version_news_headline_title\` text DEFAULT 'Berita Terkini' NOT NULL,
  	\`version_news_headline_text\` text,
  	\`version_news_headline_limit\` numeric DEFAULT 3 NOT NULL,
  	\`version_registration_steps_visible\` integer DEFAULT true,
  	\`version_registration_steps_title\` text DEFAULT 'Alur Pendaftaran' NOT NULL,
  	\`version_registration_steps_text\` text,
  	\`version_second_registration_headline_visible\` integer DEFAULT true,
  	\`version_second_registration_headline_title\` text NOT NULL,
  	\`version_second_registration_headline_text\` text,
  	\`version_second_registration_headline_cta_label\` text,
  	\`version_second_registration_headline_cta_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_headline_logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registration_headline_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_scholarship_headline_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_headline_logo_version_headline_logo_idx\` ON \`_home_page_v\` (\`version_headline_logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_registration_headline_version_regis_idx\` ON \`_home_page_v\` (\`version_registration_headline_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_scholarship_headline_version_schola_idx\` ON \`_home_page_v\` (\`version_scholarship_headline_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`partners_id\` integer,
  	\`programmes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_order_idx\` ON \`_home_page_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_parent_idx\` ON \`_home_page_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_path_idx\` ON \`_home_page_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_partners_id_idx\` ON \`_home_page_v_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_programmes_id_idx\` ON \`_home_page_v_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_text\` text NOT NULL,
  	\`hero_image_id\` integer,
  	\`profile_title\` text DEFAULT 'Profil' NOT NULL,
  	\`profile_body\` text NOT NULL,
  	\`profile_image_id\` integer,
  	\`history_title\` text DEFAULT 'Sejarah' NOT NULL,
  	\`history_body\` text NOT NULL,
  	\`contact_title\` text DEFAULT 'Kontak' NOT NULL,
  	\`contact_text\` text,
  	\`contact_image_id\` integer,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_page_hero_image_idx\` ON \`alumni_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_profile_profile_image_idx\` ON \`alumni_page\` (\`profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_contact_contact_image_idx\` ON \`alumni_page\` (\`contact_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text NOT NULL,
  	\`version_hero_text\` text NOT NULL,
  	\`version_hero_image_id\` integer,
  	\`version_profile_title\` text DEFAULT 'Profil' NOT NULL,
  	\`version_profile_body\` text NOT NULL,
  	\`version_profile_image_id\` integer,
  	\`version_history_title\` text DEFAULT 'Sejarah' NOT NULL,
  	\`version_history_body\` text NOT NULL,
  	\`version_contact_title\` text DEFAULT 'Kontak' NOT NULL,
  	\`version_contact_text\` text,
  	\`version_contact_image_id\` integer,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_version_hero_image_idx\` ON \`_alumni_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_profile_version_profile_image_idx\` ON \`_alumni_page_v\` (\`version_profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_contact_version_contact_image_idx\` ON \`_alumni_page_v\` (\`version_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_created_at_idx\` ON \`_alumni_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_updated_at_idx\` ON \`_alumni_page_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tuition_fees_id\` integer REFERENCES tuition_fees(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`scholarships_id\` integer REFERENCES scholarships(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`selection_schedules_id\` integer REFERENCES selection_schedules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`partners_id\` integer REFERENCES partners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`management_id\` integer REFERENCES management(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`community_service_links_id\` integer REFERENCES community_service_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`galleries_id\` integer REFERENCES galleries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`student_organisations_id\` integer REFERENCES student_organisations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`academic_events_id\` integer REFERENCES academic_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tuition_fees_id_idx\` ON \`payload_locked_documents_rels\` (\`tuition_fees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scholarships_id_idx\` ON \`payload_locked_documents_rels\` (\`scholarships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_selection_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`selection_schedules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_management_id_idx\` ON \`payload_locked_documents_rels\` (\`management_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_community_service_links_id_idx\` ON \`payload_locked_documents_rels\` (\`community_service_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`student_organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_events_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`tuition_fees\`;`)
  await db.run(sql`DROP TABLE \`scholarships_benefits\`;`)
  await db.run(sql`DROP TABLE \`scholarships_requirements\`;`)
  await db.run(sql`DROP TABLE \`scholarships\`;`)
  await db.run(sql`DROP TABLE \`selection_schedules\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`management\`;`)
  await db.run(sql`DROP TABLE \`community_service_links\`;`)
  await db.run(sql`DROP TABLE \`galleries_photos\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`student_organisations_activities\`;`)
  await db.run(sql`DROP TABLE \`student_organisations\`;`)
  await db.run(sql`DROP TABLE \`_student_organisations_v_version_activities\`;`)
  await db.run(sql`DROP TABLE \`_student_organisations_v\`;`)
  await db.run(sql`DROP TABLE \`academic_events\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`home_page_headline_menu_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_registration_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_headline_menu_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_registration_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_rels\`;`)
  await db.run(sql`DROP TABLE \`alumni_page\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`map_embed_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "summary", "content", "map_embed_url", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "summary", "content", "map_embed_url", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_map_embed_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_summary", "version_content", "version_map_embed_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_path", "version_summary", "version_content", "version_map_embed_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`banners_id\` integer,
  	\`support_contacts_id\` integer,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`faculties_id\` integer,
  	\`programme_categories_id\` integer,
  	\`programmes_id\` integer,
  	\`faqs_id\` integer,
  	\`career_posts_id\` integer,
  	\`page_visits_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_contacts_id\`) REFERENCES \`support_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programme_categories_id\`) REFERENCES \`programme_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_posts_id\`) REFERENCES \`career_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_visits_id\`) REFERENCES \`page_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "faqs_id", "career_posts_id", "page_visits_id", "pages_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "banners_id", "support_contacts_id", "news_id", "news_categories_id", "faculties_id", "programme_categories_id", "programmes_id", "faqs_id", "career_posts_id", "page_visits_id", "pages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`support_contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programme_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`programme_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`career_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`page_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}
