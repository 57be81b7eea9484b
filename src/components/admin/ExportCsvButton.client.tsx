'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/** The parts of the list's URL that decide which rows it shows (filters, search, order). */
export function exportQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) {
    if (key === 'search' || key === 'sort' || key === 'where' || key.startsWith('where['))
      kept.append(key, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}

/**
 * "Unduh CSV" above the applications list in /admin. The list keeps its filters in the URL, so
 * the link carries them and the file holds exactly the filtered applications.
 */
export function ExportCsvButton() {
  const params = useSearchParams()
  const { config } = useConfig()
  const href =
    `${config.routes.api}/applications/export.csv` +
    `${exportQuery(new URLSearchParams(params?.toString() ?? ''))}`
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
    >
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        margin={false}
        id="unduh-csv-pendaftaran"
      >
        Unduh CSV
      </Button>
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Berisi pendaftaran sesuai filter dan pencarian yang sedang aktif.
      </span>
    </div>
  )
}
