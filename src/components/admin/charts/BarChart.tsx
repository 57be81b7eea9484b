import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { Series } from './ChartFigure'

const HEIGHT = 220
const MARGIN = { top: 12, right: 12, bottom: 48, left: 40 }

/** Grouped vertical bars (drawn on the server with visx; no script needed to read it). */
export function BarChart({ categories, series }: { categories: string[]; series: Series[] }) {
  const width = Math.max(320, categories.length * (series.length * 22 + 28) + MARGIN.left)
  const innerWidth = width - MARGIN.left - MARGIN.right
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)))
  const x = scaleBand({ domain: categories, range: [0, innerWidth], padding: 0.25 })
  const inner = scaleBand({
    domain: series.map((s) => s.name),
    range: [0, x.bandwidth()],
    padding: 0.1,
  })
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true })
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
        {categories.map((category, i) => (
          <Group key={category} left={x(category) ?? 0}>
            {series.map((s) => {
              const value = s.values[i] ?? 0
              return (
                <Bar
                  key={s.name}
                  x={inner(s.name) ?? 0}
                  y={y(value)}
                  width={inner.bandwidth()}
                  height={innerHeight - y(value)}
                  fill={s.color}
                />
              )
            })}
            <text
              x={x.bandwidth() / 2}
              y={innerHeight + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {category.length > 18 ? `${category.slice(0, 17)}…` : category}
            </text>
          </Group>
        ))}
      </Group>
    </svg>
  )
}
