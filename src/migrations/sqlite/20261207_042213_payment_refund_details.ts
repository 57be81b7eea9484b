import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refund_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refund_reference\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refunded_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`payments_refunded_by_idx\` ON \`payments\` (\`refunded_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`applicant_id\` integer NOT NULL,
  	\`method\` text NOT NULL,
  	\`provider\` text DEFAULT 'none' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`order_id\` text NOT NULL,
  	\`provider_reference\` text,
  	\`va_number\` text,
  	\`biller_code\` text,
  	\`bill_key\` text,
  	\`qr_string\` text,
  	\`expires_at\` text,
  	\`expiresat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`paid_at\` text,
  	\`paidat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`confirmed_by\` text,
  	\`confirmed_by_staff_id\` integer,
  	\`last_checked_at\` text,
  	\`lastcheckedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`refunded_at\` text,
  	\`refundedat_tz\` text DEFAULT 'Asia/Jakarta',
  	\`refund_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`applicant_id\`) REFERENCES \`applicants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`confirmed_by_staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payments\`("id", "application_id", "applicant_id", "method", "provider", "amount", "order_id", "provider_reference", "va_number", "biller_code", "bill_key", "qr_string", "expires_at", "expiresat_tz", "status", "paid_at", "paidat_tz", "confirmed_by", "confirmed_by_staff_id", "last_checked_at", "lastcheckedat_tz", "refunded_at", "refundedat_tz", "refund_note", "updated_at", "created_at") SELECT "id", "application_id", "applicant_id", "method", "provider", "amount", "order_id", "provider_reference", "va_number", "biller_code", "bill_key", "qr_string", "expires_at", "expiresat_tz", "status", "paid_at", "paidat_tz", "confirmed_by", "confirmed_by_staff_id", "last_checked_at", "lastcheckedat_tz", "refunded_at", "refundedat_tz", "refund_note", "updated_at", "created_at" FROM \`payments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`ALTER TABLE \`__new_payments\` RENAME TO \`payments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payments_application_idx\` ON \`payments\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_applicant_idx\` ON \`payments\` (\`applicant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_order_id_idx\` ON \`payments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_reference_idx\` ON \`payments\` (\`provider_reference\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_confirmed_by_staff_idx\` ON \`payments\` (\`confirmed_by_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
}
