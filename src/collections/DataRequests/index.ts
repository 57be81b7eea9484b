import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import {
  admissionsStaff,
  applicantOnly,
  isAdmissionsUser,
  ownRecordsOrAdmissions,
} from '@/access/applicants'
import { dataRequestHooks } from '@/features/admissions/data-rights/data-requests-hooks'
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
} from '@/features/admissions/data-rights/requests'
import { DATA_REQUEST_RESPONSE_HOURS } from '@/features/admissions/data-rights/deadline'

/**
 * What staff do with a request (UU No. 27/2022 on personal data protection). Shown above the
 * list and on each request; guidance, not a workflow the system enforces.
 */
const STAFF_GUIDANCE =
  'Permintaan penghapusan atau koreksi data pribadi dari pendaftar ' +
  '(UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). ' +
  'Koreksi: ubah data di Pendaftaran sesuai permintaan, lalu tandai Selesai. ' +
  'Pembatasan: Selesai menandai pendaftar "Pemrosesan dibatasi" (tanpa email status, WhatsApp ' +
  'dan ekspor CSV); "Cabut pembatasan" mengakhirinya. ' +
  'Tanggapi paling lambat 3 × 24 jam sejak permintaan masuk: ubah ' +
  'status ke "Diproses" dan tulis di Catatan staf siapa yang menangani. ' +
  'Yang dihapus: pendaftaran (Pendaftaran), semua berkas pendaftar (Berkas ' +
  'Pendaftar) dan akunnya (Pendaftar); berkas dan akun hanya dapat dihapus admin. ' +
  'Simpan hanya yang wajib disimpan menurut peraturan (misalnya ' +
  'bukti transfer untuk pembukuan) dan sebutkan di Catatan staf. ' +
  'Sebelum akun dihapus, ubah status ke "Selesai" (atau "Ditolak" dengan ' +
  'alasannya): pendaftar menerima email dan membaca status serta Catatan staf di halaman Data Saya. ' +
  'Setiap langkah tercatat di Riwayat penanganan beserta email staf yang mengerjakannya.'

/** UU PDP requests from applicants (deletion or correction of their data), tracked by admissions staff. */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  labels: { singular: 'Permintaan Data Pribadi', plural: 'Permintaan Data Pribadi' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'kind',
    defaultColumns: ['applicant', 'kind', 'status', 'dueAt', 'createdAt', 'updatedAt'],
    components: {
      beforeListTable: ['@/features/admissions/ui/admin/OverdueRequestsLink#OverdueRequestsLink'],
    },
    description: STAFF_GUIDANCE,
    // Like the other applicant collections: editors do not see it in the panel at all.
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: {
    read: ownRecordsOrAdmissions('applicant'),
    create: applicantOnly,
    update: admissionsStaff,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  hooks: dataRequestHooks,
  fields: [
    {
      name: 'applicant',
      label: 'Pendaftar',
      type: 'relationship',
      relationTo: 'applicants',
      index: true,
      access: { update: () => false },
      admin: {
        description: 'Kosong setelah akun pendaftar dihapus; emailnya tetap tercatat di bawah.',
      },
    },
    {
      name: 'applicantEmail',
      label: 'Email pendaftar',
      type: 'email',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      label: 'Jenis permintaan',
      type: 'select',
      required: true,
      defaultValue: 'deletion',
      options: DATA_REQUEST_KINDS.map((value) => ({
        value,
        label: DATA_REQUEST_KIND_LABELS[value],
      })),
      access: { update: () => false },
    },
    // A correction after submission: which data and the value the applicant asks for.
    {
      name: 'correctionField',
      label: 'Data yang dikoreksi',
      type: 'text',
      maxLength: 150,
      access: { update: () => false },
      admin: { condition: (data) => data?.kind === 'correction' },
    },
    {
      name: 'correctionValue',
      label: 'Data yang benar',
      type: 'textarea',
      maxLength: 1000,
      access: { update: () => false },
      admin: { condition: (data) => data?.kind === 'correction' },
    },
    {
      name: 'dueAt',
      label: 'Batas waktu',
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: `${DATA_REQUEST_RESPONSE_HOURS / 24} × 24 jam sejak permintaan masuk.`,
        components: {
          Cell: '@/features/admissions/ui/admin/DataRequestDueCell#DataRequestDueCell',
        },
      },
    },
    {
      name: 'reason',
      label: 'Alasan dari pendaftar',
      type: 'textarea',
      maxLength: 1000,
      access: { update: () => false },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      access: { create: () => false },
      options: [
        { label: 'Baru', value: 'open' },
        { label: 'Diproses', value: 'in_progress' },
        { label: 'Selesai', value: 'done' },
        { label: 'Ditolak', value: 'rejected' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Baru → Diproses (paling lambat 3 × 24 jam) → Selesai atau Ditolak.',
      },
    },
    // A restriction request: done flags the applicant; staff lift it here later (both recorded).
    {
      name: 'restrictionLifted',
      label: 'Cabut pembatasan',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false },
      admin: {
        position: 'sidebar',
        condition: (data) => data?.kind === 'restriction' && data?.status === 'done',
        description: 'Centang lalu simpan untuk mengakhiri pembatasan pemrosesan pendaftar ini.',
      },
    },
    {
      name: 'staffNote',
      label: 'Catatan staf',
      type: 'textarea',
      access: { create: () => false },
      admin: {
        description:
          'Dibaca pendaftar. Tulis nama Anda, apa yang dihapus atau disimpan dan alasannya.',
      },
    },
    {
      name: 'history',
      label: 'Riwayat penanganan',
      type: 'array',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'Diisi sistem: setiap langkah, siapa dan kapan.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              label: 'Waktu',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'by', label: 'Oleh', type: 'text', required: true },
            { name: 'what', label: 'Tindakan', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
