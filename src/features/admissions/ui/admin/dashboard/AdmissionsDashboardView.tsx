import type { AdminViewServerProps, ServerProps } from 'payload'
import { csvExportHref, parseDashboardFilter } from '@/features/admissions/dashboard/filter'
import { AGE_BUCKETS, durationLabel } from '@/features/admissions/dashboard/figures'
import { ADMISSIONS_DASHBOARD_TITLE } from '@/features/admissions/dashboard/labels'
import { dashboardFor, type DashboardData } from '@/features/admissions/dashboard/load'
import { AdminPage } from '@/components/admin/AdminPage'
import { SecondFactorNotice } from '@/features/accounts/ui/second-factor/SecondFactorNotice'
import { DashboardFilters } from './DashboardFilters'
import { PaymentMethodsTable } from './PaymentMethodsTable'
import { BarChart } from '@/components/admin/charts/BarChart'
import { ChartFigure, SERIES_COLORS, type Series } from '@/components/admin/charts/ChartFigure'
import { LineChart } from '@/components/admin/charts/LineChart'

const [BLUE, AMBER, GREEN] = SERIES_COLORS

function Chart(props: {
  title: string
  summary: string
  categoryLabel: string
  categories: string[]
  series: Series[]
  kind: 'bar' | 'line'
  testId: string
}) {
  const Drawing = props.kind === 'bar' ? BarChart : LineChart
  return (
    <ChartFigure {...props}>
      <Drawing categories={props.categories} series={props.series} />
    </ChartFigure>
  )
}

function PerDay({ perDay }: { perDay: DashboardData['perDay'] }) {
  const title = 'Pendaftaran per hari gelombang'
  if (!perDay)
    return (
      <section aria-labelledby="per-day">
        <h2 id="per-day">{title}</h2>
        <p>
          Pilih satu gelombang untuk membandingkan pendaftaran hariannya dengan gelombang
          sebelumnya.
        </p>
      </section>
    )
  const { wave, previous, rows } = perDay
  const series: Series[] = [
    {
      name: `${wave.name} (${wave.academicYear})`,
      color: BLUE,
      values: rows.map((r) => r.current),
    },
  ]
  if (previous)
    series.push({
      name: `${previous.name} (${previous.academicYear})`,
      color: AMBER,
      values: rows.map((r) => r.previous),
    })
  const total = rows.reduce((n, r) => n + r.current, 0)
  return (
    <Chart
      kind="line"
      testId="chart-per-day"
      title={title}
      summary={
        `Garis pendaftaran per hari ${wave.name}: ${total} pendaftaran dalam ${rows.length} hari` +
        (previous ? `, dibandingkan ${previous.name} pada hari yang sama.` : '.')
      }
      categoryLabel="Hari ke-"
      categories={rows.map((r) => String(r.day))}
      series={series}
    />
  )
}

/**
 * /admin/dasbor-pendaftaran: the admissions figures for a period, wave, track and programme,
 * each chart with its data table. Admissions staff and admins only (checked here, on the server;
 * the reads run with the staff member's own access).
 */
export async function AdmissionsDashboardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const filter = parseDashboardFilter(props.searchParams)
  const answer = await dashboardFor(req.payload, req.user, filter)
  if (!answer.allowed)
    return (
      <AdminPage props={props} title={ADMISSIONS_DASHBOARD_TITLE} testId="admissions-dashboard">
        <p role="alert">{answer.message}</p>
      </AdminPage>
    )
  const { data } = answer
  const { funnel, programmes, pending } = data
  const median = durationLabel(data.proofToVerification.medianHours)
  return (
    <AdminPage props={props} title={ADMISSIONS_DASHBOARD_TITLE} testId="admissions-dashboard">
      {/* An admissions officer's admin home is this page: the home's invitation shows here too. */}
      <SecondFactorNotice {...({ user: req.user } as ServerProps)} />
      <DashboardFilters
        filter={filter}
        periods={data.periods}
        waves={data.waves}
        programmes={data.programmeNames}
      />
      <dl
        data-testid="dashboard-summary"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 32, marginBottom: 24 }}
      >
        <div>
          <dt>Pendaftaran (sesuai saringan)</dt>
          <dd data-testid="dashboard-total" style={{ fontSize: 28, margin: 0 }}>
            {data.total}
          </dd>
        </div>
        <div>
          <dt>Median waktu unggah bukti → verifikasi</dt>
          <dd style={{ fontSize: 28, margin: 0 }}>{median}</dd>
          <dd style={{ margin: 0, opacity: 0.8 }}>
            dari {data.proofToVerification.count} pembayaran terverifikasi
          </dd>
        </div>
        <div>
          <dt>Data yang sama sebagai CSV</dt>
          <dd style={{ margin: 0 }}>
            <a href={csvExportHref(filter)}>Unduh CSV ({data.total} baris)</a>
          </dd>
        </div>
      </dl>
      <Chart
        kind="bar"
        testId="chart-funnel"
        title="Corong pendaftaran"
        summary={`Corong: ${funnel.map((s) => `${s.label} ${s.count}`).join(', ')}.`}
        categoryLabel="Tahap"
        categories={funnel.map((s) => s.label)}
        series={[{ name: 'Pendaftaran', color: BLUE, values: funnel.map((s) => s.count) }]}
      />
      <PaymentMethodsTable rows={data.paymentMethods} />
      <PerDay perDay={data.perDay} />
      <Chart
        kind="bar"
        testId="chart-programmes"
        title="Pendaftaran dan penerimaan per program studi"
        summary={
          programmes.length
            ? programmes
                .map((p) => `${p.name}: ${p.applications} pendaftar, ${p.accepted} diterima`)
                .join('; ')
            : 'Belum ada pendaftaran dengan pilihan program studi.'
        }
        categoryLabel="Program studi"
        categories={programmes.map((p) => p.name)}
        series={[
          { name: 'Pendaftar', color: BLUE, values: programmes.map((p) => p.applications) },
          { name: 'Diterima', color: GREEN, values: programmes.map((p) => p.accepted) },
          { name: 'Kuota', color: AMBER, values: programmes.map((p) => p.quota) },
        ]}
      />
      <Chart
        kind="bar"
        testId="chart-pending"
        title="Pekerjaan tertunda menurut lama menunggu"
        summary={pending
          .map((q) => `${q.label}: ${AGE_BUCKETS.map((b) => `${b.label} ${q[b.key]}`).join(', ')}`)
          .join('; ')}
        categoryLabel="Antrean"
        categories={pending.map((q) => q.label)}
        series={AGE_BUCKETS.map((b, i) => ({
          name: b.label,
          color: SERIES_COLORS[i]!,
          values: pending.map((q) => q[b.key]),
        }))}
      />
    </AdminPage>
  )
}
