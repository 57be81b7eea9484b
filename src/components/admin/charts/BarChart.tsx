import { Group } from '@visx/group'
import { scaleBand } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { Series } from './ChartFigure'
import { ChartFrame } from './Frame'
import { wrapLabel } from './wrap-label'

const MARGIN = { top: 12, right: 12, left: 40 }
/** Room for a category's name under its bars: about 15 characters a line at 11 px. */
const SLOT = 100
const CHAR_WIDTH = 6
const LINE_HEIGHT = 13

/**
 * Grouped vertical bars (drawn on the server with visx; no script needed to read it). Each
 * category's name is wrapped into lines within its own slot, so long names never overlap.
 */
export function BarChart({ categories, series }: { categories: string[]; series: Series[] }) {
  const slot = Math.max(SLOT, series.length * 22 + 28)
  const width = Math.max(320, categories.length * slot + MARGIN.left + MARGIN.right)
  // scaleBand's step with padding 0.25 inside and outside.
  const step = (width - MARGIN.left - MARGIN.right) / (categories.length + 0.25)
  const labels = categories.map((c) => wrapLabel(c, Math.floor((step - 4) / CHAR_WIDTH)))
  const lines = Math.max(1, ...labels.map((l) => l.length))
  const margin = { ...MARGIN, bottom: 22 + lines * LINE_HEIGHT }
  return (
    <ChartFrame width={width} margin={margin} series={series}>
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
              {labels[i]!.map((line, n) => (
                <tspan key={n} x={x.bandwidth() / 2} dy={n ? LINE_HEIGHT : 0}>
                  {line}
                </tspan>
              ))}
            </text>
          </Group>
        ))
      }}
    </ChartFrame>
  )
}
