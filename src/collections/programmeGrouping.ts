import type { Field } from 'payload'
import { slugField } from '@/fields/slug'
import { TAGS } from '@/lib/cache-tags'
import { contentCollection } from './contentCollection'

type Options = { slug: string; singular: string; plural: string }

/**
 * A way programmes are grouped (faculties, programme categories): named, with a slug and a
 * description, in the staff's order. Programme pages show it, so a change expires their tag.
 */
export function programmeGrouping(o: Options, fields: Field[] = []) {
  return contentCollection({
    ...o,
    group: 'Akademik',
    tag: TAGS.programmes,
    useAsTitle: 'name',
    defaultSort: 'order',
    fields: [
      { name: 'name', label: 'Nama', type: 'text', required: true },
      slugField('name'),
      ...fields,
      { name: 'description', label: 'Deskripsi', type: 'textarea' },
      { name: 'order', label: 'Urutan', type: 'number', defaultValue: 0 },
    ],
  })
}
