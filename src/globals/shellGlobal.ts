import type { Field, GlobalConfig } from 'payload'
import { anyone, isContentStaff } from '@/access/roles'
import { revalidateGlobal } from '@/hooks/revalidate'
import type { CacheTag } from '@/lib/cache-tags'

/**
 * A global that the public site shows: anyone reads it, content staff edit it, and every save
 * expires its cache tag so cached pages pick up the change.
 */
export function shellGlobal(options: {
  slug: string
  label: string
  tag: CacheTag
  fields: Field[]
  description?: string
}): GlobalConfig {
  return {
    slug: options.slug,
    label: options.label,
    admin: {
      group: 'Tampilan Situs',
      ...(options.description ? { description: options.description } : {}),
    },
    // readVersions: Payload's default would show the history to any signed-in applicant.
    access: { read: anyone, readVersions: isContentStaff, update: isContentStaff },
    hooks: { afterChange: [revalidateGlobal(options.tag)] },
    fields: options.fields,
  }
}
