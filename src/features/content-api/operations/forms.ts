import * as z from 'zod'
import {
  ALUMNI_CONTACT_CATEGORY,
  HONEYPOT_FIELD,
  LIMITS,
  WIRE_FIELDS,
  contactInput,
} from '@/features/contact/schema'
import { visitInput } from '@/features/stats/record'
import type { DocumentedOperation } from '../operation'

/**
 * The two writes the content API lets visitors make; their handlers are
 * src/app/api/contact/store and log-stastistics/store.
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
]
