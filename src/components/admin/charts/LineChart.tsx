import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import type { Series } from './ChartFigure'

const HEIGHT = 220
const MARGIN = { top: 12, right: 16, bottom: 40, left: 40 }
const DASHES = [undefined, '6 4', '2 3']

/** Lines over a sequence of days (drawn on the server with visx); each series dashed differently. */
export function LineChart({ categories, series }: { categories: string[]; series: Series[] }) {
  const width = Math.max(360, categories.length * 24 + MARGIN.left + MARGIN.right)
  const innerWidth = width - MARGIN.left - MARGIN.right
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)))
  const x = scalePoint({ domain: categories, range: [0, innerWidth] })
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true })
  const every = Math.max(1, Math.ceil(categories.length / 10))
  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((t) => (
          <g key={t}>
            <line x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} stroke="currentColor" opacity={0.15} />
            <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {categories.map((c, i) =>
          i % every === 0 ? (
            <text
              key={c}
              x={x(c) ?? 0}
              y={innerHeight + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {c}
            </text>
          ) : null,
        )}
        {series.map((s, si) => (
          <LinePath<number | null>
            key={s.name}
            data={s.values}
            x={(_, i) => x(categories[i]!) ?? 0}
            y={(v) => y(v ?? 0)}
            defined={(v) => v !== null}
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={DASHES[si]}
          />
        ))}
      </Group>
    </svg>
  )
}
