import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import type { ReactNode } from 'react'
import type { Series } from './ChartFigure'

export const CHART_HEIGHT = 220
export type Margin = { top: number; right: number; bottom: number; left: number }

/**
 * The drawing area every chart shares: an SVG hidden from screen readers (the figure's summary
 * and table speak for it) that shrinks with the page instead of scrolling,
 * the value axis from 0 to the largest value and its grid lines.
 */
export function ChartFrame({
  width,
  margin,
  series,
  children,
}: {
  width: number
  margin: Margin
  series: Series[]
  children: (y: (value: number) => number, inner: { width: number; height: number }) => ReactNode
}) {
  const inner = {
    width: width - margin.left - margin.right,
    height: CHART_HEIGHT - margin.top - margin.bottom,
  }
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)))
  const y = scaleLinear({ domain: [0, max], range: [inner.height, 0], nice: true })
  return (
    <svg
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      width="100%"
      style={{ maxWidth: width, height: 'auto', display: 'block' }}
      aria-hidden="true"
      focusable="false"
    >
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((t) => (
          <g key={t}>
            <line
              x1={0}
              x2={inner.width}
              y1={y(t)}
              y2={y(t)}
              stroke="currentColor"
              opacity={0.15}
            />
            <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {children((value) => y(value), inner)}
      </Group>
    </svg>
  )
}
