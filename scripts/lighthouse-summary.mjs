// The pure part of `npm run lighthouse`: arguments, medians and the summary table, kept apart from
// the runs so a unit test can check them (tests/unit/lighthouse-summary.test.ts).

export const CATEGORIES = /** @type {const} */ ([
  'performance',
  'accessibility',
  'best-practices',
  'seo',
])
export const DEFAULT_RUNS = 5

/**
 * The URLs and the number of runs per URL: `--runs N` (or `--runs=N`) wins over LH_RUNS, which
 * wins over the default. Throws on a count that is not a positive whole number.
 * @param {string[]} argv the arguments after the script's name
 * @param {Record<string, string | undefined>} env
 * @returns {{ urls: string[], runs: number }}
 */
export function parseArgs(argv, env = {}) {
  const urls = []
  let runs = env.LH_RUNS?.trim() || String(DEFAULT_RUNS)
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i])
    if (arg === '--runs') runs = argv[++i] ?? ''
    else if (arg.startsWith('--runs=')) runs = arg.slice('--runs='.length)
    else urls.push(arg)
  }
  if (!/^[1-9]\d*$/.test(runs)) throw new Error(`Jumlah putaran tidak sah: "${runs}"`)
  return { urls, runs: Number(runs) }
}

/**
 * The median; the mean of the two middle values for an even count, which keeps 5 runs exact.
 * @param {number[]} values
 */
export function median(values) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * @typedef {{ score: number | null }} Category
 * @typedef {{ numericValue?: number }} Audit
 * @typedef {{ categories: Record<string, Category>, audits: Record<string, Audit> }} Report
 * @typedef {{
 *   url: string, runs: number, scores: Record<string, number>,
 *   lcpMs: number, tbtMs: number, cls: number
 * }} Summary
 */

/**
 * The medians of one URL's reports: the four scores (0–100) and LCP, TBT (ms) and CLS.
 * @param {string} url
 * @param {Report[]} reports
 * @returns {Summary}
 */
export function summarise(url, reports) {
  /** @param {(r: Report) => number | null | undefined} pick */
  const med = (pick) => median(reports.map(pick).filter((v) => typeof v === 'number'))
  /** @type {Record<string, number>} */
  const scores = {}
  for (const c of CATEGORIES) scores[c] = Math.round(med((r) => r.categories[c]?.score) * 100)
  const audit = (/** @type {string} */ id) => med((r) => r.audits[id]?.numericValue)
  return {
    url,
    runs: reports.length,
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/** @param {Summary} s */
const metrics = (s) => [
  `${(s.lcpMs / 1000).toFixed(2)} s`,
  `${Math.round(s.tbtMs)} ms`,
  s.cls.toFixed(3),
]

/**
 * One URL's medians in two lines, printed as soon as its runs are done.
 * @param {Summary} s
 */
export function formatSummary(s) {
  const [lcp, tbt, cls] = metrics(s)
  return (
    `${s.url} (median dari ${s.runs} putaran)\n  ` +
    CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(' · ') +
    `\n  LCP ${lcp} · TBT ${tbt} · CLS ${cls}`
  )
}

/**
 * The final Markdown table of every URL's medians (pasted as is into docs/benchmarks.md).
 * @param {Summary[]} summaries
 */
export function formatTable(summaries) {
  const head = ['URL', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS']
  const rows = summaries.map((s) => [
    new URL(s.url).pathname,
    ...CATEGORIES.map((c) => String(s.scores[c])),
    ...metrics(s),
  ])
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}
