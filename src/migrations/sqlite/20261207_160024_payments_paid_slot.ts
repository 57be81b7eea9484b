import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { FILL_PAID_SLOTS, LATER_PAID_OF_SAME_FEE, warnOfLaterPaid } from '../paid-slot-backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payments\` ADD \`paid_slot\` text;`)
  // Written by hand: the key of every paid payment, before the unique index (paid-slot-backfill.ts).
  warnOfLaterPaid(payload, await db.all(sql.raw(LATER_PAID_OF_SAME_FEE)))
  await db.run(sql.raw(FILL_PAID_SLOTS))
  await db.run(sql`CREATE UNIQUE INDEX \`payments_paid_slot_idx\` ON \`payments\` (\`paid_slot\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payments_paid_slot_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`paid_slot\`;`)
}
