import * as z from 'zod'
import {
  ALUMNI_CONTACT_CATEGORY,
  HONEYPOT_FIELD,
  LIMITS,
  WIRE_FIELDS,
  contactInput,
} from '@/features/contact/schema'
import { visitInput } from '@/features/stats/record'
import { webVitalsInput } from '@/features/web-vitals/record'
import type { DocumentedOperation } from '../operation'

/**
 * The writes the content API lets visitors make; their handlers are
 * src/app/api/contact/store, log-stastistics/store and statistik/web-vitals.
 */
const describeWire = () =>
  z
    .object({
      ...Object.fromEntries(
        Object.entries(WIRE_FIELDS).map(([wire, field]) => [wire, contactInput.shape[field]]),
      ),
      category_contact_id: z
        .literal(ALUMNI_CONTACT_CATEGORY)
        .optional()
        .meta({ description: 'Selalu 3 (kontak alumni).' }),
      contact_ip_address: z
        .string()
        .optional()
        .meta({ description: 'Diabaikan: alamat IP diambil dari permintaan.' }),
    })
    .meta({ id: 'ContactSubmissionWire', description: 'Nama kolom §3 (front end asli).' })

const siteForm = contactInput
  .extend({
    [HONEYPOT_FIELD]: z.string().optional().meta({ description: 'Jebakan bot: biarkan kosong.' }),
  })
  .meta({
    id: 'ContactSubmission',
    description: `Nama kolom formulir situs. Pesan ${LIMITS.messageMin}–${LIMITS.message} karakter.`,
  })

export const FORM_OPERATIONS: DocumentedOperation[] = [
  {
    operationId: 'contactStore',
    method: 'post',
    path: '/contact/store',
    tag: 'Formulir',
    summary: 'Kirim pesan ke Ikatan Alumni.',
    description:
      'Menerima nama kolom situs (`name`, `email`, `phone`, ' +
      '`message`) atau nama §3 (`contact_name`, `contact_email`, ' +
      '`contact_handphone`, `contact_description`, `category_contact_id` = 3), sebagai JSON atau formulir. ' +
      'Validasi, jebakan bot dan batas per alamat sama dengan formulir ' +
      'di /ikatan-alumni. Pesan per kolom ada di `data.errors`, ' +
      'dengan nama kolom yang dikirim.',
    body: {
      'application/json': z.union([siteForm, describeWire()]),
      'application/x-www-form-urlencoded': siteForm,
    },
    success: { 201: { description: 'Pesan tersimpan.', data: z.null() } },
    errors: [429],
  },
  {
    operationId: 'visitStore',
    method: 'put',
    path: '/log-stastistics/store',
    tag: 'Formulir',
    summary:
      'Catat satu kunjungan halaman (statistik pengunjung), beserta user agent dari permintaan.',
    description:
      'Hanya dicatat bila cookie persetujuan mengizinkan kategori ' +
      'analitik; IP disimpan teranonimkan, bot tidak dicatat. ' +
      'Ejaan jalur mengikuti API asli.',
    body: { 'application/json': visitInput.meta({ id: 'VisitRecord' }) },
    success: {
      200: {
        description: 'Tercatat, diabaikan (bot) atau tanpa izin analitik (lihat pesan).',
        data: z.null(),
      },
    },
  },
  {
    operationId: 'webVitalsStore',
    method: 'post',
    path: '/statistik/web-vitals',
    tag: 'Formulir',
    summary: 'Catat web vitals (LCP, INP, CLS, FCP, TTFB) satu tampilan halaman dari peramban.',
    description:
      'Dikirim peramban dengan navigator.sendBeacon (text/plain berisi JSON) saat halaman ' +
      'ditinggalkan, hanya bila cookie persetujuan mengizinkan kategori analitik. Jalur ' +
      'hanya dipakai untuk menentukan jenis halaman lalu dibuang; IP dan pengguna tidak ' +
      'disimpan; penilaian dihitung di server. Paling banyak 300 laporan per alamat per 10 menit.',
    body: {
      'application/json': webVitalsInput.meta({ id: 'WebVitalsReport' }),
    },
    success: {
      200: {
        description: 'Tercatat, diabaikan (bot) atau tanpa izin analitik (lihat pesan).',
        data: z.null(),
      },
    },
    errors: [413, 429],
  },
]
