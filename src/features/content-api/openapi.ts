import 'server-only'
import * as z from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi'
import type { ContentCall } from './call'
import type { DocumentedOperation } from './operation'
import { CONTENT_CALLS, OTHER_OPERATIONS } from './registry'
import { errorEnvelope, okEnvelope } from './wire/envelope'

/**
 * The OpenAPI 3.1 description of the content API, generated from the same zod schemas the
 * contract tests validate answers with. Served at /api/openapi.json and rendered at /api/docs.
 */
const ERROR_TEXT: Record<number, string> = {
  400: 'Masukan tidak valid (parameter, %-encoding, isi formulir).',
  401: 'Belum masuk (token atau sesi tidak ada atau kedaluwarsa).',
  403: 'Tidak berhak.',
  404: 'Tidak ditemukan.',
  405: 'Metode tidak didukung.',
  409: 'Bertentangan dengan data yang ada.',
  413: 'Isi permintaan terlalu besar.',
  415: 'Jenis isi tidak didukung.',
  423: 'Akun terkunci sementara.',
  429: 'Terlalu banyak permintaan; lihat header Retry-After.',
  500: 'Kesalahan di server.',
  503: 'Layanan sementara tidak tersedia.',
}

/** What each group of the reference holds (shown above its calls). */
const TAG_TEXT: Record<string, string> = {
  Situs: 'Isi yang dipakai di setiap halaman: menu, banner, kaki halaman, FAQ, lokasi.',
  Berita: 'Berita kampus yang sudah terbit, kategorinya, dan prestasi.',
  'Tentang UTB': 'Profil universitas: sejarah, visi-misi, akreditasi, struktur, layanan.',
  Akademik: 'Program studi dan kalender akademik.',
  Kemahasiswaan: 'Organisasi mahasiswa.',
  'Karier dan Alumni': 'Lowongan kerja, magang, pelatihan, testimoni, dan galeri alumni.',
  Pencarian: 'Pencarian di halaman dan berita situs.',
  Pendaftaran: 'Jadwal seleksi (gelombang pendaftaran) dan beasiswa.',
  'Pendaftaran (panggilan lama)':
    'Panggilan lama aplikasi pendaftaran: fakultas, program, akun pendaftar dan unggahan ' +
    'foto; yang menyangkut akun memerlukan token atau sesi pendaftar.',
  Formulir: 'Kiriman formulir pengunjung: kontak dan catatan kunjungan.',
}

const jsonContent = (schema: z.ZodType) => ({ 'application/json': { schema } })
const errorResponses = (statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      String(s),
      { description: ERROR_TEXT[s] ?? 'Galat.', content: jsonContent(errorEnvelope) },
    ]),
  )

function readOperation(call: ContentCall): ZodOpenApiOperationObject {
  return {
    operationId: call.operationId,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.tag],
    // Public: no sign-in (an empty requirement, stated so a client need not guess).
    security: [],
    ...(call.params ? { requestParams: { path: call.params } } : {}),
    responses: {
      '200': {
        description: `Data ${call.what}.`,
        headers: {
          ETag: {
            description: 'Penanda versi isi; kirim kembali di If-None-Match untuk jawaban 304.',
            schema: { type: 'string' },
          },
          'Cache-Control': {
            description: 'Jawaban publik boleh disimpan proxy/CDN beberapa detik.',
            schema: { type: 'string' },
          },
        },
        content: jsonContent(okEnvelope(call.data)),
      },
      '304': { description: 'Tidak berubah sejak versi yang dikirim di If-None-Match.' },
      ...errorResponses([400, 404, 405, 500]),
    },
  }
}

function otherOperation(op: DocumentedOperation): ZodOpenApiOperationObject {
  const success = Object.fromEntries(
    Object.entries(op.success).map(([status, s]) => [
      status,
      { description: s.description, content: jsonContent(okEnvelope(s.data)) },
    ]),
  )
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.params ? { requestParams: { path: op.params } } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              Object.entries(op.body).map(([type, schema]) => [type, { schema }]),
            ),
          },
        }
      : {}),
    security: op.auth ? [{ bearer: [] }, { session: [] }] : [],
    responses: { ...success, ...errorResponses([400, ...(op.errors ?? []), 500]) },
  }
}

/** Path parameters are always required (OpenAPI 3.1, Parameter Object): zod-openapi leaves defaults optional. */
function requirePathParameters(doc: { paths?: Record<string, Record<string, unknown>> }) {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const p of (op as { parameters?: { in: string; required?: boolean }[] }).parameters ??
        [])
        if (p.in === 'path') p.required = true
    }
  }
}

function build() {
  const paths: ZodOpenApiPathsObject = {}
  for (const call of CONTENT_CALLS)
    paths[call.path] = { ...paths[call.path], get: readOperation(call) }
  for (const op of OTHER_OPERATIONS)
    paths[op.path] = { ...paths[op.path], [op.method]: otherOperation(op) }
  const tags = [
    ...new Set([...CONTENT_CALLS.map((c) => c.tag), ...OTHER_OPERATIONS.map((o) => o.tag)]),
  ]
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'API Konten Kampus',
      version: '1.0.0',
      description:
        'Seluruh isi situs dalam bentuk JSON (spesifikasi §7), dalam ' +
        'amplop `{ meta: { status, message }, data: { data_component } }`. ' +
        'Parameter ditulis di jalur (`limit=21&offset=0&category=null`), ' +
        'urutannya bebas; kunci yang tidak ada memakai nilai bawaannya. ' +
        'Hanya isi yang sudah terbit yang muncul. Penulisan isi oleh staf ' +
        'memakai REST API Payload yang terautentikasi di /api/cms, bukan API ini.',
      // The public content may be reused with its source named; the college decides this.
      license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' },
    },
    servers: [{ url: '/api', description: 'Situs ini' }],
    tags: tags.map((name) => ({ name, description: TAG_TEXT[name] })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token pendaftar dari POST /old/auth/login.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kampus-token',
          description: 'Cookie sesi pendaftar (di produksi bernama __Host-kampus-token).',
        },
      },
    },
  })
  requirePathParameters(doc as never)
  return doc
}

let document: ReturnType<typeof build> | undefined

/** The document, built once per process. */
export const openApiDocument = () => (document ??= build())
