import * as z from 'zod'

/** The envelope every answer under /api has: `{ meta: { status, message }, data }`. */
export const metaSchema = z
  .object({
    status: z.number().int().meta({ description: 'Sama dengan status HTTP.', example: 200 }),
    message: z.string().meta({
      description: 'Pesan dalam bahasa Indonesia.',
      example: 'Data berita berhasil diambil.',
    }),
  })
  .meta({ id: 'Meta' })

export const okEnvelope = <D extends z.ZodType>(data: D) => z.object({ meta: metaSchema, data })

export const errorEnvelope = z
  .object({
    meta: metaSchema,
    data: z
      .object({
        errors: z
          .record(z.string(), z.string())
          .meta({ description: 'Pesan per kolom/parameter.' })
          .optional(),
      })
      .nullable()
      .meta({ description: 'null, atau pesan per kolom bila ada.' }),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'Jawaban galat: status 4xx/5xx dengan pesan dalam bahasa Indonesia.',
  })

/** `data_component` as a list, with how many items it holds. */
export const listData = <I extends z.ZodType>(item: I) =>
  z.object({ data_component: z.array(item) })

/** A count the original API answers as `data_component`. */
export const countData = z.object({ data_component: z.number().int().min(0) })

/** A web address (absolute URL or a path on this site). */
export const url = z.string().meta({ description: 'Alamat: URL absolut atau jalur di situs ini.' })
/** An image: its absolute URL. */
export const imageUrl = z.string().meta({
  description: 'URL absolut gambar.',
  example: 'https://utb.ac.id/api/cms/media/file/foto.webp',
})
/** A date/time in ISO 8601. */
export const isoDate = z.string().meta({
  description: 'Tanggal dan waktu ISO 8601.',
  format: 'date-time',
  example: '2026-08-01T02:00:00.000Z',
})
/** "yes" or "no", as the original API writes flags. */
export const yesNo = z.enum(['yes', 'no'])
