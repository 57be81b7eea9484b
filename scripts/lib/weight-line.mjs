// The goal compares Kampus's server with Payload's website template "for pages of the same
// weight", and no public Kampus page is as light as the template's: every one carries the
// header, the footer and the inline stylesheet (ADR 0034). So the time per answer is fitted as a
// straight line in the answer's size, over the pages measured in one run, and read at the
// template's weight.

/** The template's article, as first measured on this machine kind: 1,966 req/s moving 192 MB/s (wrk's MB: 2²⁰ B). */
export const TEMPLATE_ARTICLE = { rps: 1966, bytes: (192 * 2 ** 20) / 1966 }
/** The goal: within 20 % of the template's rate. */
export const RATE_GOAL_SHARE = 0.8

/**
 * Least squares of seconds per answer (1 / req/s) over bytes per answer. Returns the line and
 * the rate it gives for a page of `bytes`; throws with fewer than two distinct weights.
 */
export function rateByWeight(points) {
  const xs = points.map((p) => p.bytes)
  const ys = points.map((p) => 1 / p.rps)
  const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length
  const mx = mean(xs)
  const my = mean(ys)
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0)
  if (points.length < 2 || sxx === 0) throw new Error('butuh halaman dengan dua bobot berbeda')
  const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / sxx
  const intercept = my - slope * mx
  return {
    secondsPerAnswer: intercept,
    secondsPerByte: slope,
    rpsAt: (bytes) => 1 / (intercept + slope * bytes),
  }
}
