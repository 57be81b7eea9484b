import type { UIFieldServerProps } from 'payload'
import { RECORD_STATE_LABELS, RECORD_STEP_LABELS } from '../../vocabulary'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)' } as const

/** The batch's students in its edit view: each one's state, step and the Feeder's error_desc. */
export async function BatchRecords({ data, payload }: UIFieldServerProps) {
  const batchId = Number((data as { id?: number } | undefined)?.id)
  if (!batchId) return null
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: { batch: { equals: batchId } },
    sort: 'nim',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (
    <div style={{ marginBottom: 24 }} data-testid="feeder-batch-records">
      <h3 style={{ marginBottom: 8 }}>Mahasiswa dalam kiriman ({docs.length})</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {['NIM', 'Nama', 'Status', 'Langkah', 'Keterangan'].map((h) => (
              <th key={h} style={{ ...cell, textAlign: 'left' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {docs.map((r) => (
            <tr key={r.id}>
              <td style={cell}>{r.nim}</td>
              <td style={cell}>{r.name}</td>
              <td style={cell}>{RECORD_STATE_LABELS[r.state]}</td>
              <td style={cell}>{r.step ? RECORD_STEP_LABELS[r.step] : ''}</td>
              <td style={{ ...cell, whiteSpace: 'pre-line' }}>{r.errorDesc}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
