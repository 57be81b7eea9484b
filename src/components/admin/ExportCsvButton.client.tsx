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

type Props = { collection?: string; description?: string }

/**
 * "Unduh CSV" above a list in /admin (applications, consent records, the access audit). The
 * list keeps its filters in the URL, so the link carries them and the file holds exactly the
 * filtered rows. The collection's endpoint `export.csv` writes the file.
 */
export function ExportCsvButton({
  collection = 'applications',
  description = 'Berisi pendaftaran sesuai filter dan pencarian yang sedang aktif.',
}: Props) {
  const params = useSearchParams()
  const { config } = useConfig()
  const href =
    `${config.routes.api}/${collection}/export.csv` +
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
        id={collection === 'applications' ? 'unduh-csv-pendaftaran' : `unduh-csv-${collection}`}
      >
        Unduh CSV
      </Button>
      <span style={{ color: 'var(--theme-elevation-600)' }}>{description}</span>
    </div>
  )
}
