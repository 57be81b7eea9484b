import type { CollectionConfig, Field } from 'payload'
import { draftContentAccess, publicContentAccess } from '@/access/roles'
import { revalidateCollection } from '@/hooks/revalidate'
import type { CacheTag } from '@/lib/cache-tags'

type Options = {
  slug: string
  singular: string
  plural: string
  group: string
  tag: CacheTag
  useAsTitle: string
  /** Payload's default (the first fields) when left out. */
  defaultColumns?: string[]
  defaultSort?: string
  /** Drafts with versions (and scheduled publishing): visitors then read published items only. */
  drafts?: boolean
  description?: string
  fields: Field[]
}

/**
 * A collection the public site shows: visitors read it (published items only when it has
 * drafts), content staff write it, and every change or delete expires its cache tag.
 */
export function contentCollection(o: Options): CollectionConfig {
  return {
    slug: o.slug,
    labels: { singular: o.singular, plural: o.plural },
    admin: {
      group: o.group,
      useAsTitle: o.useAsTitle,
      ...(o.defaultColumns
        ? { defaultColumns: o.drafts ? [...o.defaultColumns, '_status'] : o.defaultColumns }
        : {}),
      ...(o.description ? { description: o.description } : {}),
    },
    access: o.drafts ? draftContentAccess : publicContentAccess,
    ...(o.drafts ? { versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 } } : {}),
    ...(o.defaultSort ? { defaultSort: o.defaultSort } : {}),
    hooks: revalidateCollection(o.tag),
    fields: o.fields,
  }
}

export const orderField: Field = {
  name: 'order',
  label: 'Urutan',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Angka kecil tampil lebih dulu.' },
}
