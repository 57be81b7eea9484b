import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

/*
 * Issue 17 §7: the admin shows dates in id-ID, Asia/Jakarta. Payload's list cell formats in the
 * browser's time zone unless the field stores a time zone of its own (an extra column for every
 * date), so every date field gets our cell instead, the timestamps included (declared here as
 * Payload would add them, so the schema does not change).
 */
export const JAKARTA_DATE_CELL = '@/components/admin/JakartaDateCell.client#JakartaDateCell'

function withCell(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') {
      const admin = field.admin ?? {}
      return {
        ...field,
        admin: { ...admin, components: { Cell: JAKARTA_DATE_CELL, ...admin.components } },
      }
    }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withCell(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withCell(block.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withCell(field.fields) } as Field
    return field
  })
}

/** Payload's own timestamp fields (config/sanitize), declared so that they take our cell. */
const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  admin: { disableBulkEdit: true, hidden: true },
  label: ({ t }) => t(`general:${name}`),
})

function collection(config: CollectionConfig): CollectionConfig {
  const names = new Set(config.fields.flatMap((f) => ('name' in f ? [f.name] : [])))
  const timestamps =
    config.timestamps === false
      ? []
      : (['updatedAt', 'createdAt'] as const).filter((n) => !names.has(n)).map(timestamp)
  return { ...config, fields: withCell([...config.fields, ...timestamps]) }
}

const global = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  fields: withCell(config.fields),
})

export const jakartaDatesPlugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(collection),
  globals: config.globals?.map(global),
})
