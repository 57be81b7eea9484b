// What `npm audit --omit=dev --json` says, as CI's verdict (scripts/audit.mjs).

const BLOCKING = new Set(['high', 'critical'])

/**
 * @param {string} output the JSON npm audit printed
 * @returns {{ verdict: 'clean' | 'blocked' | 'unavailable', blocking: string[], reason?: string }}
 */
export function auditVerdict(output) {
  let report
  try {
    report = JSON.parse(output)
  } catch {
    return { verdict: 'unavailable', blocking: [], reason: 'npm audit printed no JSON' }
  }
  // A registry without the advisories endpoint answers with an error object, not a report.
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    return { verdict: 'unavailable', blocking: [], reason: String(report?.message ?? 'no report') }
  }
  const blocking = Object.values(report.vulnerabilities)
    .filter((v) => BLOCKING.has(v.severity))
    .map(
      (v) =>
        `${v.name} (${v.severity}, ${v.range})${v.fixAvailable ? '' : ': belum ada perbaikan'}`,
    )
  return { verdict: blocking.length ? 'blocked' : 'clean', blocking }
}
