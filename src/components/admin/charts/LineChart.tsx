import { scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import type { Series } from './ChartFigure'
import { ChartFrame } from './Frame'

const MARGIN = { top: 12, right: 16, bottom: 40, left: 40 }
const DASHES = [undefined, '6 4', '2 3']

/** Lines over a sequence of days (drawn on the server with visx); each series dashed differently. */
export function LineChart({ categories, series }: { categories: string[]; series: Series[] }) {
  const width = Math.max(360, categories.length * 24 + MARGIN.left + MARGIN.right)
  const every = Math.max(1, Math.ceil(categories.length / 10))
  return (
    <ChartFrame width={width} margin={MARGIN} series={series}>
      {(y, inner) => {
        const x = scalePoint({ domain: categories, range: [0, inner.width] })
        return (
          <>
            {categories.map((c, i) =>
              i % every === 0 ? (
                <text
                  key={c}
                  x={x(c) ?? 0}
                  y={inner.height + 16}
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
          </>
        )
      }}
    </ChartFrame>
  )
}
