import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'admissions');
  CREATE TYPE "public"."enum_top_bar_social_icon" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'x', 'linkedin', 'whatsapp', 'globe');
  CREATE TYPE "public"."enum_footer_contact_items_icon" AS ENUM('map-pin', 'phone', 'mail', 'clock', 'whatsapp');
  CREATE TYPE "public"."enum_footer_social_media_items_icon" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'x', 'linkedin', 'whatsapp', 'globe');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_url" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"banners_id" integer,
  	"support_contacts_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"college_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"copyright" varchar NOT NULL,
  	"register_now_url" varchar NOT NULL,
  	"register_now_label" varchar DEFAULT 'DAFTAR SEKARANG' NOT NULL,
  	"header_fix_after" numeric DEFAULT 500 NOT NULL,
  	"chat_greeting" varchar DEFAULT 'Halo, saya ingin bertanya tentang pendaftaran.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "top_bar_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" "enum_top_bar_social_icon" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_campus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_alumni_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_link_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_link_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campus_title" varchar NOT NULL,
  	"alumni_title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "main_menu_items_sub_items_sub_sub_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "main_menu_items_sub_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"has_dropdown" boolean DEFAULT false
  );
  
  CREATE TABLE "main_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"has_dropdown" boolean DEFAULT false,
  	"coming_soon" boolean DEFAULT false
  );
  
  CREATE TABLE "main_menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_contact_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_footer_contact_items_icon" NOT NULL,
  	"text" varchar NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "footer_information_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer_information_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer_quick_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer_social_media_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" "enum_footer_social_media_items_icon" NOT NULL,
  	"url" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_title" varchar DEFAULT 'Kontak' NOT NULL,
  	"quick_links_title" varchar DEFAULT 'Tautan Cepat' NOT NULL,
  	"social_media_title" varchar DEFAULT 'Media Sosial' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "loading_quotes_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar
  );
  
  CREATE TABLE "loading_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_contacts_fk" FOREIGN KEY ("support_contacts_id") REFERENCES "public"."support_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_social" ADD CONSTRAINT "top_bar_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_campus_items" ADD CONSTRAINT "top_bar_campus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_alumni_items" ADD CONSTRAINT "top_bar_alumni_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_link_groups_items" ADD CONSTRAINT "top_bar_link_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_link_groups" ADD CONSTRAINT "top_bar_link_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items_sub_items_sub_sub_items" ADD CONSTRAINT "main_menu_items_sub_items_sub_sub_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items_sub_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items_sub_items" ADD CONSTRAINT "main_menu_items_sub_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items" ADD CONSTRAINT "main_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_contact_items" ADD CONSTRAINT "footer_contact_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_information_groups_links" ADD CONSTRAINT "footer_information_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_information_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_information_groups" ADD CONSTRAINT "footer_information_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_quick_links_links" ADD CONSTRAINT "footer_quick_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social_media_items" ADD CONSTRAINT "footer_social_media_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_social_media_items" ADD CONSTRAINT "footer_social_media_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loading_quotes_quotes" ADD CONSTRAINT "loading_quotes_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."loading_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "banners_banner_url_idx" ON "banners" USING btree ("banner_url");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "support_contacts_updated_at_idx" ON "support_contacts" USING btree ("updated_at");
  CREATE INDEX "support_contacts_created_at_idx" ON "support_contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_support_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("support_contacts_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "top_bar_social_order_idx" ON "top_bar_social" USING btree ("_order");
  CREATE INDEX "top_bar_social_parent_id_idx" ON "top_bar_social" USING btree ("_parent_id");
  CREATE INDEX "top_bar_campus_items_order_idx" ON "top_bar_campus_items" USING btree ("_order");
  CREATE INDEX "top_bar_campus_items_parent_id_idx" ON "top_bar_campus_items" USING btree ("_parent_id");
  CREATE INDEX "top_bar_alumni_items_order_idx" ON "top_bar_alumni_items" USING btree ("_order");
  CREATE INDEX "top_bar_alumni_items_parent_id_idx" ON "top_bar_alumni_items" USING btree ("_parent_id");
  CREATE INDEX "top_bar_link_groups_items_order_idx" ON "top_bar_link_groups_items" USING btree ("_order");
  CREATE INDEX "top_bar_link_groups_items_parent_id_idx" ON "top_bar_link_groups_items" USING btree ("_parent_id");
  CREATE INDEX "top_bar_link_groups_order_idx" ON "top_bar_link_groups" USING btree ("_order");
  CREATE INDEX "top_bar_link_groups_parent_id_idx" ON "top_bar_link_groups" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_sub_items_sub_sub_items_order_idx" ON "main_menu_items_sub_items_sub_sub_items" USING btree ("_order");
  CREATE INDEX "main_menu_items_sub_items_sub_sub_items_parent_id_idx" ON "main_menu_items_sub_items_sub_sub_items" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_sub_items_order_idx" ON "main_menu_items_sub_items" USING btree ("_order");
  CREATE INDEX "main_menu_items_sub_items_parent_id_idx" ON "main_menu_items_sub_items" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_order_idx" ON "main_menu_items" USING btree ("_order");
  CREATE INDEX "main_menu_items_parent_id_idx" ON "main_menu_items" USING btree ("_parent_id");
  CREATE INDEX "footer_contact_items_order_idx" ON "footer_contact_items" USING btree ("_order");
  CREATE INDEX "footer_contact_items_parent_id_idx" ON "footer_contact_items" USING btree ("_parent_id");
  CREATE INDEX "footer_information_groups_links_order_idx" ON "footer_information_groups_links" USING btree ("_order");
  CREATE INDEX "footer_information_groups_links_parent_id_idx" ON "footer_information_groups_links" USING btree ("_parent_id");
  CREATE INDEX "footer_information_groups_order_idx" ON "footer_information_groups" USING btree ("_order");
  CREATE INDEX "footer_information_groups_parent_id_idx" ON "footer_information_groups" USING btree ("_parent_id");
  CREATE INDEX "footer_quick_links_links_order_idx" ON "footer_quick_links_links" USING btree ("_order");
  CREATE INDEX "footer_quick_links_links_parent_id_idx" ON "footer_quick_links_links" USING btree ("_parent_id");
  CREATE INDEX "footer_social_media_items_order_idx" ON "footer_social_media_items" USING btree ("_order");
  CREATE INDEX "footer_social_media_items_parent_id_idx" ON "footer_social_media_items" USING btree ("_parent_id");
  CREATE INDEX "footer_social_media_items_image_idx" ON "footer_social_media_items" USING btree ("image_id");
  CREATE INDEX "loading_quotes_quotes_order_idx" ON "loading_quotes_quotes" USING btree ("_order");
  CREATE INDEX "loading_quotes_quotes_parent_id_idx" ON "loading_quotes_quotes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "support_contacts" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "top_bar_social" CASCADE;
  DROP TABLE "top_bar_campus_items" CASCADE;
  DROP TABLE "top_bar_alumni_items" CASCADE;
  DROP TABLE "top_bar_link_groups_items" CASCADE;
  DROP TABLE "top_bar_link_groups" CASCADE;
  DROP TABLE "top_bar" CASCADE;
  DROP TABLE "main_menu_items_sub_items_sub_sub_items" CASCADE;
  DROP TABLE "main_menu_items_sub_items" CASCADE;
  DROP TABLE "main_menu_items" CASCADE;
  DROP TABLE "main_menu" CASCADE;
  DROP TABLE "footer_contact_items" CASCADE;
  DROP TABLE "footer_information_groups_links" CASCADE;
  DROP TABLE "footer_information_groups" CASCADE;
  DROP TABLE "footer_quick_links_links" CASCADE;
  DROP TABLE "footer_social_media_items" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "loading_quotes_quotes" CASCADE;
  DROP TABLE "loading_quotes" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_top_bar_social_icon";
  DROP TYPE "public"."enum_footer_contact_items_icon";
  DROP TYPE "public"."enum_footer_social_media_items_icon";`)
}
