import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { admissionsStaff, isAdmissionsUser } from '@/access/applicants'
import { choiceField } from '@/fields/common'
import {
  PAYMENT_LOG_KIND_LABELS,
  PAYMENT_LOG_OUTCOME_LABELS,
  PAYMENT_PROVIDER_LABELS,
} from '@/features/payments/vocabulary'

/**
 * The append-only log of the payments: every charge, provider notification, status check and
 * status change, with what was received or sent. Written by the payments services alone; staff
 * of admissions read it to answer an applicant who says they paid.
 */
export const PaymentLogs: CollectionConfig = {
  slug: 'payment-logs',
  labels: { singular: 'Log Pembayaran', plural: 'Log Pembayaran' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'orderId',
    defaultColumns: ['orderId', 'kind', 'outcome', 'toStatus', 'createdAt'],
    description:
      'Catatan setiap tagihan, notifikasi, cek status dan perubahan status. Diisi sistem.',
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: { read: admissionsStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  fields: [
    // Empty for a notification about an order we do not know.
    {
      name: 'payment',
      label: 'Pembayaran',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
    },
    { name: 'orderId', label: 'Nomor pesanan', type: 'text', index: true },
    choiceField('provider', 'Penyedia', PAYMENT_PROVIDER_LABELS, { defaultValue: 'none' }),
    choiceField('kind', 'Jenis', PAYMENT_LOG_KIND_LABELS),
    choiceField('outcome', 'Hasil', PAYMENT_LOG_OUTCOME_LABELS),
    { name: 'fromStatus', label: 'Dari status', type: 'text' },
    { name: 'toStatus', label: 'Ke status', type: 'text' },
    // What was received or sent, byte for byte; callers never put a secret key in it.
    { name: 'rawBody', label: 'Isi pesan', type: 'textarea' },
    { name: 'headers', label: 'Header (sebagian)', type: 'json' },
    { name: 'note', label: 'Catatan', type: 'text' },
  ],
}
