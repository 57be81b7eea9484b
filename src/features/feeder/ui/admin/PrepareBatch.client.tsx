'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useState } from 'react'
import { useAdminAction } from '@/components/admin/admin-action'

/**
 * Above the batches list: a new draft batch of one intake's active students not yet reported
 * (POST /api/cms/feeder-batches/prepare); the server checks the role and maps every student.
 */
export function PrepareBatch() {
  const { config } = useConfig()
  const { notice, busy, run } = useAdminAction()
  const [year, setYear] = useState(String(new Date().getFullYear()))
  const prepare = () =>
    fetch(`${config.routes.api}/feeder-batches/prepare`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ intakeYear: Number(year) }),
    })
  return (
    <div data-testid="feeder-prepare" style={{ display: 'grid', gap: 6, marginBottom: 16 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor="feeder-intake-year">Angkatan</label>
        <input
          id="feeder-intake-year"
          type="number"
          min={2000}
          max={2100}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          style={{ width: 100 }}
        />
        <Button
          size="small"
          margin={false}
          disabled={busy}
          onClick={() => run('Menyiapkan kiriman…', prepare)}
        >
          Buat kiriman Feeder
        </Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {notice}
      </p>
    </div>
  )
}
