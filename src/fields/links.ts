import type { Field } from 'payload'

export const SOCIAL_ICONS = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'x',
  'linkedin',
  'whatsapp',
  'globe',
] as const
export type SocialIcon = (typeof SOCIAL_ICONS)[number]

export const socialIconField = (name = 'icon'): Field => ({
  name,
  label: 'Ikon',
  type: 'select',
  required: true,
  options: SOCIAL_ICONS.map((value) => ({ label: value, value })),
})

export const nameField: Field = { name: 'name', label: 'Nama', type: 'text', required: true }

/** A site path without the leading slash, used by the /{headerUrl} pattern of the specification. */
export const segmentField = (label: string, required = false): Field => ({
  name: 'url',
  label,
  type: 'text',
  required,
  validate: (value: unknown) =>
    typeof value !== 'string' ||
    /^[a-z0-9.-]+(\/[a-z0-9.-]+)*$/.test(value) ||
    'Gunakan huruf kecil, angka, titik, tanda hubung, dipisah garis miring; tanpa garis miring di awal',
})

export const externalUrlField = (name = 'url', label = 'Tautan'): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: (value: unknown) =>
    typeof value !== 'string' ||
    /^https?:\/\/\S+$/.test(value) ||
    'Masukkan URL lengkap yang diawali http:// atau https://',
})

/** A link inside the site (starts with /) or outside it (http/https). */
export const hrefField = (name = 'url', label = 'Tautan', required = true): Field => ({
  name,
  label,
  type: 'text',
  required,
  validate: (value: unknown) =>
    typeof value !== 'string' ||
    (!required && value === '') ||
    /^(\/[^\s]*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/.test(value) ||
    'Masukkan alamat yang diawali /, http(s)://, mailto: atau tel:',
})
