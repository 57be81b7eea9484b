'use client'

import type { DateFieldClient, DefaultCellComponentProps } from 'payload'
import { formatAdminDate } from '@/lib/format'

/**
 * A date in the admin's lists, in id-ID and Jakarta time whatever the browser's time zone
 * (Payload's own cell uses the browser's). Day-only fields show the day alone.
 */
export function JakartaDateCell({
  cellData,
  field,
  link,
  linkURL,
}: DefaultCellComponentProps<DateFieldClient>) {
  const iso = cellData instanceof Date ? cellData.toISOString() : cellData ? String(cellData) : null
  const text = formatAdminDate(
    iso,
    (field.admin?.date as { pickerAppearance?: string } | undefined)?.pickerAppearance !==
      'dayOnly',
  )
  return link && linkURL ? <a href={linkURL}>{text}</a> : <span>{text}</span>
}
