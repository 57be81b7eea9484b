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

/**
 * Validates an end date against the start date field `start` of the same group: an empty end, or
 * one on or after the start.
 */
export const notBefore =
  (start: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
    !value ||
    !siblingData[start] ||
    new Date(value as string) >= new Date(siblingData[start] as string) ||
    'Tanggal selesai tidak boleh sebelum tanggal mulai'

/**
 * A select (required unless `extra.required` is false) whose options are a record of stored
 * value → Indonesian label (the same record the site uses to show the label).
 */
export const choiceField = (
  name: string,
  label: string,
  choices: Record<string, string>,
  extra: {
    defaultValue?: string
    index?: boolean
    required?: boolean
    admin?: { description: string }
  } = {},
): Field => ({
  name,
  label,
  type: 'select',
  required: true,
  ...extra,
  options: Object.entries(choices).map(([value, optionLabel]) => ({ value, label: optionLabel })),
})
