import { Group } from '@visx/group'
import { scaleBand } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { Series } from './ChartFigure'
import { ChartFrame } from './Frame'

const MARGIN = { top: 12, right: 12, bottom: 48, left: 40 }

/** Grouped vertical bars (drawn on the server with visx; no script needed to read it). */
export function BarChart({ categories, series }: { categories: string[]; series: Series[] }) {
  const width = Math.max(320, categories.length * (series.length * 22 + 28) + MARGIN.left)
  return (
    <ChartFrame width={width} margin={MARGIN} series={series}>
      {(y, inner) => {
        const x = scaleBand({ domain: categories, range: [0, inner.width], padding: 0.25 })
        const within = scaleBand({
          domain: series.map((s) => s.name),
          range: [0, x.bandwidth()],
          padding: 0.1,
        })
        return categories.map((category, i) => (
          <Group key={category} left={x(category) ?? 0}>
            {series.map((s) => {
              const value = s.values[i] ?? 0
              return (
                <Bar
                  key={s.name}
                  x={within(s.name) ?? 0}
                  y={y(value)}
                  width={within.bandwidth()}
                  height={inner.height - y(value)}
                  fill={s.color}
                />
              )
            })}
            <text
              x={x.bandwidth() / 2}
              y={inner.height + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {category.length > 18 ? `${category.slice(0, 17)}…` : category}
            </text>
          </Group>
        ))
      }}
    </ChartFrame>
  )
}
