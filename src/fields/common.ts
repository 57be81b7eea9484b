import type { Field } from 'payload'

/** The required "Judul" of an entry or a section, with the title it starts with, if any. */
export const titleField = (defaultValue?: string): Field => ({
  name: 'title',
  label: 'Judul',
  type: 'text',
  required: true,
  ...(defaultValue ? { defaultValue } : {}),
})

/** The picture of an entry or a section, from the media library. */
export const imageField = (required = false): Field => ({
  name: 'image',
  label: 'Gambar',
  type: 'upload',
  relationTo: 'media',
  ...(required ? { required } : {}),
})

/** The short text under an entry's title in lists and cards. */
export const summaryField = (maxLength: number): Field => ({
  name: 'summary',
  label: 'Ringkasan',
  type: 'textarea',
  required: true,
  maxLength,
})
