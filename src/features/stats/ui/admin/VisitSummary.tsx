import type { Payload, TypedUser } from 'payload'
import { daysAgo, topPages, visitsPerDay } from '@/features/stats/summary'
import { BarChart } from '@/components/admin/charts/BarChart'
import { ChartFigure, SERIES_COLORS } from '@/components/admin/charts/ChartFigure'
import { LineChart } from '@/components/admin/charts/LineChart'

const DAYS = 30
const PER_DAY = 14
const TOP = 10

/**
 * Shown above the visit list in /admin: visits per day and top pages of the last 30 days, each
 * chart with its data table. Referrers are not recorded (privacy: only the path is kept), so
 * there is no referrer chart. Read with the staff member's own access.
 */
export async function VisitSummary({ payload, user }: { payload: Payload; user?: TypedUser }) {
  const { docs } = await payload.find({
    collection: 'page-visits',
    where: { visitedAt: { greater_than_equal: daysAgo(DAYS) } },
    select: { path: true, visitedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const perDay = visitsPerDay(docs, PER_DAY)
  const top = topPages(docs, TOP)
  const total = perDay.reduce((n, d) => n + d.count, 0)
  const days = perDay.map((d) => d.day)
  const pages = top.map((p) => p.path)
  const perDaySeries = [
    { name: 'Kunjungan', color: SERIES_COLORS[0], values: perDay.map((d) => d.count) },
  ]
  const topSeries = [
    { name: 'Kunjungan', color: SERIES_COLORS[0], values: top.map((p) => p.count) },
  ]
  return (
    <section aria-label="Ringkasan kunjungan" style={{ marginBottom: 32 }}>
      <ChartFigure
        testId="chart-visits-per-day"
        title={`Kunjungan per hari (${PER_DAY} hari terakhir)`}
        summary={`Garis kunjungan per hari: ${total} kunjungan dalam ${PER_DAY} hari terakhir.`}
        categoryLabel="Tanggal"
        categories={days}
        series={perDaySeries}
      >
        <LineChart categories={days.map((d) => d.slice(5))} series={perDaySeries} />
      </ChartFigure>
      {top.length === 0 ? (
        <p>Belum ada kunjungan tercatat dalam {DAYS} hari terakhir.</p>
      ) : (
        <ChartFigure
          testId="chart-top-pages"
          title={`Halaman teratas (${DAYS} hari)`}
          summary={`Halaman teratas: ${top.map((p) => `${p.path} ${p.count}`).join(', ')}.`}
          categoryLabel="Halaman"
          categories={pages}
          series={topSeries}
        >
          <BarChart categories={pages} series={topSeries} />
        </ChartFigure>
      )}
      <p style={{ opacity: 0.8 }}>
        Perujuk (referrer) tidak dicatat: statistik hanya menyimpan halaman dan waktunya.
      </p>
    </section>
  )
}
