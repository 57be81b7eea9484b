// What the fuzzer counts while it runs, and the summary it prints at the end.

/** @typedef {import('./requests.mjs').FuzzRequest} FuzzRequest */

export function createTally() {
  /** @type {Map<string, Map<number, number>>} */
  const byTarget = new Map()
  /** @type {Map<number, number>} */
  const statuses = new Map()
  /** @type {{ request: FuzzRequest, status: number, answer: string }[]} */
  const failures = []
  return {
    /** @param {FuzzRequest} request @param {number} status @param {string} answer */
    record(request, status, answer) {
      const counts = byTarget.get(request.target) ?? new Map()
      counts.set(status, (counts.get(status) ?? 0) + 1)
      byTarget.set(request.target, counts)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500 || status === 0) failures.push({ request, status, answer })
    },
    get total() {
      return [...statuses.values()].reduce((a, b) => a + b, 0)
    },
    failures,
    /** Lines to print: the status histogram, the count per call, and each failing request. */
    summary(/** @type {number} */ shown = 25) {
      const histogram = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status || 'tanpa jawaban'}: ${n}`)
        .join(', ')
      const lines = [`status: ${histogram}`, 'per panggilan:']
      for (const [target, counts] of [...byTarget].sort(([a], [b]) => a.localeCompare(b))) {
        const n = [...counts.values()].reduce((a, b) => a + b, 0)
        const parts = [...counts].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`)
        lines.push(`  ${target}: ${n} (${parts.join(' ')})`)
      }
      // One example per call and status first, so a single fault does not hide the others.
      const seen = new Set()
      const distinct = failures.filter(({ request, status }) => {
        const key = `${request.target} ${status}`
        return seen.has(key) ? false : (seen.add(key), true)
      })
      if (failures.length) {
        lines.push(
          `gagal (5xx): ${failures.length} permintaan, ${distinct.length} panggilan berbeda:`,
        )
        for (const { request, status, answer } of distinct.slice(0, shown))
          lines.push(`  ${status} ${describeRequest(request)}\n      jawaban: ${clip(answer, 300)}`)
      }
      return lines
    },
  }
}

export const clip = (/** @type {string} */ text, /** @type {number} */ max) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} karakter)` : text

/** One line a person can paste into curl: method, path (clipped), who, and the body. */
export function describeRequest(/** @type {FuzzRequest} */ request) {
  const who = request.staff ? ' [staf]' : ''
  const body = request.body
  let shown = ''
  if (body?.type === 'json') shown = ` json ${clip(JSON.stringify(body.value) ?? 'undefined', 300)}`
  else if (body?.type === 'text')
    shown = ` ${body.contentType} ${clip(JSON.stringify(body.text), 300)}`
  else if (body)
    shown = ` ${body.type} ${clip(
      JSON.stringify(
        body.fields.map(([k, v]) => [k, typeof v === 'string' ? v : `<berkas ${v.size} B>`]),
      ),
      300,
    )}`
  return `${request.method} ${clip(request.path, 400)}${who}${shown}`
}
