import type { CollectionConfig, Field } from 'payload'
import { isAdmissionsUser, serviceWrittenApplicantRecords } from '@/access/applicants'
import { choiceField } from '@/fields/common'
import { PAYMENT_STATUS_LABELS } from '@/features/payments/status'
import {
  CONFIRMED_BY_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_PROVIDER_LABELS,
} from '@/features/payments/vocabulary'
import { applicationOwnerFields } from '@/fields/application-owner'
import { refundEndpoint } from '@/features/payments/refund-endpoint'
import { tuitionTransferEndpoint } from '@/features/payments/tuition-endpoint'
import { setPaidSlot } from '@/features/payments/paid-slot'

const moment = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  admin: { date: { pickerAppearance: 'dayAndTime' } },
})

/**
 * One attempt to pay a fee (a virtual account, a QRIS code or a manual transfer): the registration
 * fee, or an instalment of the first-semester fee of a re-registration (`purpose` `tuition`).
 * Only the payments services write it (src/features/payments), so every change of its status is
 * the service's conditional update: no API may create, change or delete one.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Pembayaran', plural: 'Pembayaran' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'orderId',
    defaultColumns: ['orderId', 'application', 'method', 'amount', 'status', 'createdAt'],
    description:
      'Pembayaran biaya pendaftaran dan cicilan biaya daftar ulang. Diisi sistem; tidak dapat ' +
      'diubah di sini.',
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: serviceWrittenApplicantRecords,
  // POST /api/cms/payments/:id/refund; POST /api/cms/payments/tuition (an instalment by transfer).
  endpoints: [refundEndpoint, tuitionTransferEndpoint],
  defaultSort: '-createdAt',
  disableDuplicate: true,
  hooks: { beforeChange: [setPaidSlot] },
  fields: [
    ...applicationOwnerFields(),
    choiceField('purpose', 'Untuk', PAYMENT_PURPOSE_LABELS, {
      defaultValue: 'registration',
      index: true,
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'reregistration',
          label: 'Daftar ulang',
          type: 'relationship',
          relationTo: 'reregistrations',
          index: true,
          admin: { condition: (data) => data?.purpose === 'tuition' },
        },
        {
          name: 'instalment',
          label: 'Cicilan ke',
          type: 'number',
          min: 1,
          admin: { condition: (data) => data?.purpose === 'tuition' },
        },
      ],
    },
    choiceField('method', 'Metode', PAYMENT_METHOD_LABELS),
    choiceField('provider', 'Penyedia', PAYMENT_PROVIDER_LABELS, { defaultValue: 'none' }),
    { name: 'amount', label: 'Jumlah (Rp)', type: 'number', required: true, min: 1 },
    { name: 'orderId', label: 'Nomor pesanan', type: 'text', required: true, unique: true },
    { name: 'providerReference', label: 'Referensi penyedia', type: 'text', index: true },
    { name: 'vaNumber', label: 'Nomor virtual account', type: 'text' },
    { name: 'billerCode', label: 'Kode biller (Mandiri)', type: 'text' },
    { name: 'billKey', label: 'Kode bayar (Mandiri)', type: 'text' },
    { name: 'qrString', label: 'Isi kode QRIS', type: 'text' },
    moment('expiresAt', 'Berlaku sampai'),
    choiceField('status', 'Status', PAYMENT_STATUS_LABELS, {
      defaultValue: 'pending',
      index: true,
    }),
    moment('paidAt', 'Dibayar pada'),
    // The fee's key while paid, else empty; unique, so a fee is paid by one payment at most
    // (src/features/payments/paid-slot.ts). Settling writes it with the status.
    {
      name: 'paidSlot',
      label: 'Biaya yang dilunasi',
      type: 'text',
      unique: true,
      admin: { hidden: true, readOnly: true },
    },
    choiceField('confirmedBy', 'Dikonfirmasi oleh', CONFIRMED_BY_LABELS, { required: false }),
    {
      name: 'confirmedByStaff',
      label: 'Staf yang mengonfirmasi',
      type: 'relationship',
      relationTo: 'users',
    },
    moment('lastCheckedAt', 'Terakhir dicek'),
    moment('refundedAt', 'Dikembalikan pada'),
    { name: 'refundAmount', label: 'Jumlah dikembalikan (Rp)', type: 'number', min: 1 },
    { name: 'refundReference', label: 'Referensi transfer pengembalian', type: 'text' },
    { name: 'refundedBy', label: 'Dicatat oleh', type: 'relationship', relationTo: 'users' },
    { name: 'refundNote', label: 'Catatan pengembalian', type: 'textarea' },
    // "Catat pengembalian biaya" (POST /api/cms/payments/:id/refund) on a paid payment.
    {
      name: 'recordRefund',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'paid' && data?.purpose !== 'tuition',
        components: { Field: '@/features/payments/ui/admin/RecordRefund.client#RecordRefund' },
      },
    },
  ],
}
