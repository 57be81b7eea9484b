'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

type Programme = { id: number; name: string }

/**
 * Above the new students' list: pick an intake (and a programme) and download its cards, eight
 * to an A4 sheet (GET /api/cms/students/ktm), or its data as CSV (GET …/export.csv). The server
 * checks the role and writes each download to the access audit.
 */
export function StudentExports() {
  const { config } = useConfig()
  const api = config.routes.api
  const [year, setYear] = useState(String(new Date().getFullYear()))
  const [programme, setProgramme] = useState('')
  const [programmes, setProgrammes] = useState<Programme[]>([])
  const yearId = useId()
  const programmeId = useId()

  useEffect(() => {
    const controller = new AbortController()
    fetch(`${api}/programmes?limit=200&depth=0&sort=name&select[name]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : { docs: [] }))
      .then((body: { docs?: Programme[] }) => setProgrammes(body.docs ?? []))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api])

  const query = new URLSearchParams({ intakeYear: year.trim() })
  if (programme) query.set('programme', programme)
  const csvQuery = new URLSearchParams(query)
  csvQuery.set('status', 'active')
  return (
    <div
      style={{ display: 'flex', alignItems: 'end', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
      data-testid="student-exports"
    >
      <label htmlFor={yearId} style={{ display: 'grid', gap: 4 }}>
        Angkatan
        <input
          id={yearId}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          style={{ width: 110 }}
        />
      </label>
      <label htmlFor={programmeId} style={{ display: 'grid', gap: 4 }}>
        Program studi
        <select id={programmeId} value={programme} onChange={(e) => setProgramme(e.target.value)}>
          <option value="">Semua program studi</option>
          {programmes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        el="anchor"
        url={`${api}/students/ktm?${query.toString()}`}
        buttonStyle="secondary"
        size="small"
        margin={false}
        id="cetak-ktm-angkatan"
      >
        Cetak KTM angkatan (PDF)
      </Button>
      <Button
        el="anchor"
        url={`${api}/students/export.csv?${csvQuery.toString()}`}
        buttonStyle="secondary"
        size="small"
        margin={false}
        id="unduh-csv-mahasiswa"
      >
        Unduh CSV
      </Button>
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Mahasiswa aktif pada angkatan dan program studi yang dipilih.
      </span>
    </div>
  )
}
