import type {
  CollectionConfig,
  Config,
  DateField,
  Field,
  FieldHook,
  GlobalConfig,
  SelectField,
} from 'payload'
import { JAKARTA_TIME_ZONE, JAKARTA_TIME_ZONE_LABEL } from '@/lib/time-zone'

/*
 * The admin shows dates in id-ID, Asia/Jakarta.
 * - List cells: every date field gets our cell, the timestamps included (declared here as
 *   Payload would add them, so the schema does not change).
 * - Edit view: Payload's date picker works in the browser's zone unless the field stores a zone
 *   of its own, so every visible date field gets Payload's per-field `timezone` with Jakarta as
 *   its one zone: a `<name>_tz` column beside the date, and the picker shows and takes Jakarta
 *   wall-clock time (and the Jakarta day for a day-only field). The hidden timestamps keep only
 *   the cell. The picker's formats are Indonesian ("10 Desember 2026 09.00").
 */
export const JAKARTA_DATE_CELL = '@/components/admin/JakartaDateCell.client#JakartaDateCell'

export const TIME_ZONE_MESSAGE = 'Zona waktu harus WIB (Asia/Jakarta).'

type PickerProps = NonNullable<NonNullable<DateField['admin']>['date']>
type PickerAppearance = PickerProps['pickerAppearance']
const DISPLAY_FORMAT: Record<NonNullable<PickerAppearance>, string> = {
  default: 'd MMMM yyyy',
  dayOnly: 'd MMMM yyyy',
  dayAndTime: 'd MMMM yyyy HH.mm',
  timeOnly: 'HH.mm',
  monthOnly: 'MMMM yyyy',
}

/*
 * The `_tz` companion: Jakarta whenever its date is set, whatever came with the write (an empty
 * text would break PostgreSQL's enum, payloadcms/payload#16283); another zone is refused. Filled
 * by the date's own beforeChange hook, the last step before the date and then its zone are
 * validated, so a date set by a collection hook (a history line, a deadline) gets it too.
 */
const fillZone =
  (dateName: string): FieldHook =>
  ({ value, siblingData, previousSiblingDoc }) => {
    const sibling = siblingData as Record<string, unknown> | undefined
    if (!sibling) return value
    const name = `${dateName}_tz`
    const zone = sibling[name]
    if (zone !== undefined && zone !== null && zone !== '') return value
    const date = value ?? (previousSiblingDoc as Record<string, unknown> | undefined)?.[dateName]
    if (value) sibling[name] = JAKARTA_TIME_ZONE
    else if (zone === '') sibling[name] = date ? JAKARTA_TIME_ZONE : null
    return value
  }

const zoneField =
  (date: DateField) =>
  ({ baseField }: { baseField: SelectField }): Field => ({
    ...baseField,
    // Never required of a writer: the date's hook fills it (a required date makes Payload's zone
    // required too, and then every create in code would have to name it).
    required: false,
    label: typeof date.label === 'string' ? `${date.label} (zona waktu)` : 'Zona waktu',
    validate: (value: unknown) =>
      value === undefined || value === null || value === '' || value === JAKARTA_TIME_ZONE
        ? true
        : TIME_ZONE_MESSAGE,
  })

const hidden = (field: DateField): boolean => Boolean(field.hidden || field.admin?.hidden)

function jakartaDate(field: DateField): DateField {
  const admin = field.admin ?? {}
  const picker = (admin.date ?? {}) as PickerProps & { timeFormat?: string }
  const appearance = picker.pickerAppearance ?? 'default'
  const withCell = {
    ...field,
    admin: { ...admin, components: { Cell: JAKARTA_DATE_CELL, ...admin.components } },
  }
  if (hidden(field) || field.timezone) return withCell
  return {
    ...withCell,
    admin: {
      ...withCell.admin,
      date: {
        ...picker,
        displayFormat: picker.displayFormat ?? DISPLAY_FORMAT[appearance],
        ...(appearance === 'dayAndTime' || appearance === 'timeOnly'
          ? { timeFormat: picker.timeFormat ?? 'HH.mm' }
          : {}),
      } as PickerProps,
    },
    hooks: {
      ...field.hooks,
      beforeChange: [...(field.hooks?.beforeChange ?? []), fillZone(field.name)],
    },
    timezone: {
      defaultTimezone: JAKARTA_TIME_ZONE,
      supportedTimezones: [{ label: JAKARTA_TIME_ZONE_LABEL, value: JAKARTA_TIME_ZONE }],
      override: zoneField(field),
    },
  }
}

function withCell(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') return jakartaDate(field)
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
