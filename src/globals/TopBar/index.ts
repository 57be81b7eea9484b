import type { Field } from 'payload'
import { externalUrlField, nameField, segmentField, socialIconField } from '@/fields/links'
import { shellGlobal } from '../shellGlobal'
import { TAGS } from '@/lib/cache-tags'

const titleField: Field = { name: 'title', label: 'Judul grup', type: 'text', required: true }

/** Campus and alumni links point inside the site: /{headerUrl}. */
const internalGroup = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    titleField,
    {
      name: 'items',
      label: 'Tautan',
      type: 'array',
      fields: [nameField, segmentField('headerUrl (tanpa /)', true)],
    },
  ],
})

export const TopBar = shellGlobal({
  slug: 'top-bar',
  label: 'Top Bar',
  tag: TAGS.topBar,
  fields: [
    {
      name: 'social',
      label: 'Media sosial',
      type: 'array',
      fields: [nameField, socialIconField(), externalUrlField()],
    },
    internalGroup('campus', 'Kampus'),
    internalGroup('alumni', 'Alumni'),
    {
      name: 'linkGroups',
      label: 'Grup tautan lain (membuka tab baru)',
      type: 'array',
      fields: [
        titleField,
        { name: 'items', label: 'Tautan', type: 'array', fields: [nameField, externalUrlField()] },
      ],
    },
  ],
})
