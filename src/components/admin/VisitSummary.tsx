import type { Payload } from 'payload'
import { daysAgo, topPages, visitsPerDay } from '@/features/stats/summary'

const DAYS = 30

/** Shown above the visit list in /admin: visits per day and top pages of the last 30 days. */
export async function VisitSummary({ payload }: { payload: Payload }) {
  const since = daysAgo(DAYS)
  const { docs } = await payload.find({
    collection: 'page-visits',
    where: { visitedAt: { greater_than_equal: since } },
    select: { path: true, visitedAt: true },
    limit: 50_000,
    pagination: false,
    depth: 0,
  })
  const perDay = visitsPerDay(docs, 14)
  const top = topPages(docs, 10)
  const max = Math.max(1, ...perDay.map((d) => d.count))
  return (
    <section
      aria-label="Ringkasan kunjungan"
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        marginBottom: 32,
      }}
    >
      <div>
        <h3>Kunjungan per hari (14 hari terakhir)</h3>
        <table>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day}>
                <td style={{ paddingRight: 12, whiteSpace: 'nowrap' }}>{d.day}</td>
                <td style={{ width: '100%' }}>
                  <div
                    aria-hidden="true"
                    style={{
                      background: 'var(--theme-elevation-400)',
                      height: 10,
                      width: `${(d.count / max) * 100}%`,
                    }}
                  />
                </td>
                <td style={{ paddingLeft: 12, textAlign: 'right' }}>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h3>Halaman teratas ({DAYS} hari)</h3>
        {top.length === 0 ? (
          <p>Belum ada kunjungan tercatat.</p>
        ) : (
          <ol>
            {top.map((p) => (
              <li key={p.path}>
                {p.path} — {p.count}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
