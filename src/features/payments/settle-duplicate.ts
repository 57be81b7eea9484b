import type { Payload } from 'payload'
import { formatRupiah } from '@/lib/format'
import type { Payment } from '@/payload-types'
import { updatePaymentIf } from './conditional-update'
import { paidSlotKey } from './paid-slot'
import { logPayment } from './record'
import type { SettleResult } from './settle'

/*
 * The provider took money for a fee that another payment has paid meanwhile (a staff transfer
 * record, or a second code paid in the same instant): the database refuses a second paid payment
 * of the fee, so the instalment is never counted twice. As a manual transfer is closed when the fee
 * was paid online, this attempt is closed `failed`, and its log row tells staff the money arrived
 * and is theirs to give back by bank transfer. The provider still gets its 200: nothing is wrong
 * with its notification, and sending it again would change nothing.
 */

async function slotHolder(payload: Payload, payment: Payment): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { paidSlot: { equals: paidSlotKey(payment) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function settleDuplicate(payload: Payload, payment: Payment): Promise<SettleResult> {
  const moved = await updatePaymentIf(payload, payment.id, ['pending'], {
    status: 'failed',
    updatedAt: new Date().toISOString(),
  })
  const holder = await slotHolder(payload, payment)
  const paidBy = holder ? `pembayaran ${holder.orderId}` : 'pembayaran lain'
  await logPayment(payload, {
    payment: payment.id,
    orderId: payment.orderId,
    provider: payment.provider,
    kind: 'transition',
    outcome: 'duplicate',
    fromStatus: payment.status,
    toStatus: moved ? 'failed' : payment.status,
    note:
      `Dibayar di penyedia (${formatRupiah(payment.amount)}), tetapi biaya ini sudah lunas lewat ` +
      `${paidBy}: tidak dihitung dua kali; dana perlu dikembalikan panitia.`,
  })
  return { changed: false, status: moved ? 'failed' : payment.status, duplicate: true }
}
