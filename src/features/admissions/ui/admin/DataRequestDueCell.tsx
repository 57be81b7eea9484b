import type { DefaultServerCellComponentProps } from 'payload'
import { isOverdue, OVERDUE_LABEL } from '@/features/admissions/data-rights/deadline'
import type { DataRequest } from '@/payload-types'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

const format = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: JAKARTA_TIME_ZONE,
  }).format(new Date(iso)) + ' WIB'

/** The deadline column of the data requests list: the time, and "Lewat batas waktu" when late. */
export function DataRequestDueCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const late = isOverdue(rowData as Pick<DataRequest, 'status' | 'dueAt'>, new Date())
  return (
    <span data-overdue={late ? 'true' : undefined}>
      {format(cellData)}
      {late ? (
        <strong style={{ display: 'block', color: 'var(--theme-error-750)' }}>
          {OVERDUE_LABEL}
        </strong>
      ) : null}
    </span>
  )
}
