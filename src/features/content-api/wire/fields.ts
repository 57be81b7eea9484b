import * as z from 'zod'
import { absoluteUrl, wireImage } from './media'

/** Field schemas the content pages' wire items share (descriptions shown in the reference). */
export const html = (what: string) =>
  z.string().meta({ description: `${what}, HTML dari teks kaya CMS.` })
export const images = (what: string) =>
  z.array(wireImage).meta({ description: `${what}: daftar gambar (kosong bila tidak ada).` })
export const day = z.string().meta({
  description: 'Tanggal kalender Asia/Jakarta (YYYY-MM-DD).',
  format: 'date',
  example: '2026-08-03',
})
export const dateText = (what: string) =>
  z.string().meta({
    description: `${what} dalam teks id-ID (kosong bila tidak ada).`,
    example: '3 Agustus 2026',
  })
export const money = (what: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ description: `${what} dalam rupiah.`, example: 7_500_000 })
export const moneyText = (what: string) =>
  z.string().meta({ description: `${what}, teks id-ID.`, example: 'Rp 7.500.000' })

/** A site path → absolute URL of the page. */
export const pageUrl = (path: string) => absoluteUrl(path)
