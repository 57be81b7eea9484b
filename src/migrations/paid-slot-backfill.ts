import type { Payload } from 'payload'

/*
 * The data step of `payments_paid_slot`, the same SQL on SQLite and PostgreSQL, run between
 * adding the column and its unique index: every paid payment gets its fee's key
 * (`src/features/payments/paid-slot.ts`: `registration:<application>`,
 * `tuition:<reregistration>:<instalment>`). Before this index a code paid in the instant before it
 * was closed stayed paid beside the first (docs/payments.md): if a fee has two paid payments, the
 * earliest paid (then the lowest id) keeps the key and the others stay paid without one, as staff
 * left them, to be refunded; the migration names them in its log rather than rewriting money.
 */

const SLOT = `CASE WHEN purpose = 'tuition'
  THEN 'tuition:' || reregistration_id || ':' || instalment
  ELSE 'registration:' || application_id END`

const RANKED = `SELECT id, order_id, slot,
    ROW_NUMBER() OVER (PARTITION BY slot ORDER BY paid_at IS NULL, paid_at, id) AS n
  FROM (SELECT id, order_id, paid_at, ${SLOT} AS slot FROM payments WHERE status = 'paid') AS paid
  WHERE slot IS NOT NULL`

/** The paid payments that share their fee with an earlier one (they keep no key). */
export const LATER_PAID_OF_SAME_FEE = `SELECT order_id, slot FROM (${RANKED}) AS ranked WHERE n > 1`

export const FILL_PAID_SLOTS = `UPDATE payments SET paid_slot = ranked.slot
  FROM (${RANKED}) AS ranked WHERE payments.id = ranked.id AND ranked.n = 1`

export function warnOfLaterPaid(payload: Payload, rows: Array<Record<string, unknown>>) {
  if (!rows.length) return
  const list = rows.map((row) => `${String(row.order_id)} (${String(row.slot)})`).join(', ')
  payload.logger.warn(
    `payments_paid_slot: ${rows.length} paid payment(s) of a fee already paid keep no paid slot ` +
      `and stay paid for staff to refund: ${list}`,
  )
}
