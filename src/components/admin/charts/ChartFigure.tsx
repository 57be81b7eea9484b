import type { ReactNode } from 'react'

/** One series of a chart: a name for the legend and the table, a colour, a value per category. */
export type Series = { name: string; color: string; values: (number | null)[] }

/** Colours with at least 3:1 contrast on Payload's light and dark backgrounds, told apart by shape too. */
export const SERIES_COLORS = ['#2563eb', '#d97706', '#059669'] as const

/** The data tables' cells, shared by the tables that stand without a chart. */
export const cell = { padding: '4px 12px 4px 0', textAlign: 'left' } as const
export const numberCell = {
  ...cell,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
} as const

/** A table row's own label: a header for the row's figures, in the text's weight. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" style={{ ...cell, fontWeight: 400 }}>
      {children}
    </th>
  )
}

/**
 * A chart with its text alternative: the figure's caption names it, the drawing is one image
 * with a summary for screen readers, and the table under it holds every number drawn.
 */
export function ChartFigure({
  title,
  summary,
  categoryLabel,
  categories,
  series,
  children,
  testId,
}: {
  title: string
  summary: string
  categoryLabel: string
  categories: string[]
  series: Series[]
  children: ReactNode
  testId?: string
}) {
  return (
    <figure data-testid={testId} style={{ margin: '0 0 32px' }}>
      <figcaption style={{ fontWeight: 600, fontSize: 16, marginBottom: 8 }}>{title}</figcaption>
      {/* The drawing and its table side by side where there is room, the table under it where not. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 360px', minWidth: 0 }}>
          <div role="img" aria-label={summary}>
            {children}
          </div>
          {series.length > 1 && (
            <ul
              aria-hidden="true"
              style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}
            >
              {series.map((s) => (
                <li key={s.name}>
                  <span
                    style={{ display: 'inline-block', width: 12, height: 12, background: s.color }}
                  />{' '}
                  {s.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
          <caption style={{ textAlign: 'left', fontSize: 13, opacity: 0.85 }}>
            Data: {title}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                {categoryLabel}
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" style={numberCell}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, i) => (
              <tr key={category}>
                <RowHeader>{category}</RowHeader>
                {series.map((s) => (
                  <td key={s.name} style={numberCell}>
                    {s.values[i] ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
