import type { Payload, TypedUser } from 'payload'
import { daysAgo } from '@/features/stats/summary'
import {
  DEVICES,
  DEVICE_LABELS,
  METRICS,
  METRIC_LABELS,
  metricUnit,
  type MetricName,
} from '@/features/web-vitals/rules'
import { formatVital, p75ByTemplateAndDevice } from '@/features/web-vitals/summary'
import { PAGE_TEMPLATE_LABELS } from '@/features/web-vitals/templates'
import { BarChart } from '@/components/admin/charts/BarChart'
import {
  cell,
  ChartFigure,
  numberCell,
  RowHeader,
  SERIES_COLORS,
} from '@/components/admin/charts/ChartFigure'

/** The periods staff can choose, in days; the longest is the default retention period. */
export const VITALS_PERIODS = [7, 28, 90] as const
const PERIOD_PARAM = 'vitals-hari'
const METRIC_PARAM = 'vitals-metrik'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Field data of real visitors above the visit list: the 75th percentile of a metric per page
 * template and device class over the chosen period, drawn with its table, and every metric's p75
 * in a second table. A plain GET form chooses, so it works before the admin's scripts run.
 */
export async function WebVitalsSummary({
  payload,
  user,
  searchParams = {},
}: {
  payload: Payload
  user?: TypedUser
  searchParams?: Record<string, string | string[] | undefined>
}) {
  const chosenDays = Number(first(searchParams[PERIOD_PARAM]))
  const days = VITALS_PERIODS.find((d) => d === chosenDays) ?? 28
  const chosenMetric = first(searchParams[METRIC_PARAM])
  const metric: MetricName = METRICS.find((m) => m === chosenMetric) ?? 'LCP'
  const { docs } = await payload.find({
    collection: 'web-vitals',
    where: { recordedAt: { greater_than_equal: daysAgo(days) } },
    select: { template: true, device: true, metric: true, value: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const rows = p75ByTemplateAndDevice(docs)
  const templates = [...new Set(rows.map((r) => r.template))]
  const categories = templates.map((t) => PAGE_TEMPLATE_LABELS[t])
  const series = DEVICES.map((device, i) => ({
    name: DEVICE_LABELS[device],
    color: SERIES_COLORS[i]!,
    values: templates.map((t) => {
      const value = rows.find((r) => r.template === t && r.device === device)?.p75[metric] ?? null
      return value === null ? null : Number(formatVital(metric, value))
    }),
  }))
  const title = `p75 ${METRIC_LABELS[metric]} per jenis halaman (${days} hari)`
  return (
    <section aria-labelledby="vitals-heading" style={{ marginBottom: 32 }}>
      <h2 id="vitals-heading" style={{ fontSize: 18 }}>
        Kecepatan halaman menurut pengunjung
      </h2>
      <p style={{ opacity: 0.85 }}>
        Diukur di peramban pengunjung yang mengizinkan cookie analitik. p75: 75 % tampilan halaman
        sama cepat atau lebih cepat dari angka ini.
      </p>
      <form method="get" style={{ display: 'flex', gap: 12, alignItems: 'end', marginBottom: 16 }}>
        <label>
          Periode
          <br />
          <select name={PERIOD_PARAM} defaultValue={String(days)}>
            {VITALS_PERIODS.map((d) => (
              <option key={d} value={d}>
                {d} hari terakhir
              </option>
            ))}
          </select>
        </label>
        <label>
          Metrik pada grafik
          <br />
          <select name={METRIC_PARAM} defaultValue={metric}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Tampilkan</button>
      </form>
      {rows.length === 0 ? (
        <p>Belum ada data kecepatan halaman dalam {days} hari terakhir.</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start' }}>
          <div style={{ flex: '1 1 420px' }}>
            <ChartFigure
              testId="chart-web-vitals"
              title={`${title}${metricUnit(metric) ? `, dalam${metricUnit(metric)}` : ''}`}
              summary={`${title}: ${categories
                .map(
                  (c, i) =>
                    `${c} ${series.map((s) => `${s.name} ${s.values[i] ?? '–'}`).join(' ')}`,
                )
                .join('; ')}.`}
              categoryLabel="Jenis halaman"
              categories={categories}
              series={series}
            >
              <BarChart categories={categories} series={series} />
            </ChartFigure>
          </div>
          <table data-testid="table-web-vitals" style={{ borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>
              p75 semua metrik ({days} hari)
            </caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>
                  Jenis halaman
                </th>
                <th scope="col" style={cell}>
                  Perangkat
                </th>
                <th scope="col" style={numberCell}>
                  Tampilan
                </th>
                {METRICS.map((m) => (
                  <th key={m} scope="col" style={numberCell}>
                    {m}
                    {metricUnit(m) && ` (${metricUnit(m).trim()})`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.template}-${r.device}`}>
                  <RowHeader>{PAGE_TEMPLATE_LABELS[r.template]}</RowHeader>
                  <td style={cell}>{DEVICE_LABELS[r.device]}</td>
                  <td style={numberCell}>{r.count}</td>
                  {METRICS.map((m) => (
                    <td key={m} style={numberCell}>
                      {formatVital(m, r.p75[m])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
