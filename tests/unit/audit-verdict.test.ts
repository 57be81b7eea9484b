import { describe, expect, it } from 'vitest'
import { auditVerdict } from '../../scripts/lib/audit-verdict.mjs'

const report = (vulnerabilities: Record<string, object>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities })

describe('dependency audit verdict', () => {
  it('blocks on a high or critical advisory and names the package', () => {
    const result = auditVerdict(
      report({
        a: { name: 'a', severity: 'critical', range: '<2.0.0', fixAvailable: true },
        b: { name: 'b', severity: 'moderate', range: '*', fixAvailable: false },
        c: { name: 'c', severity: 'high', range: '<1.2.3', fixAvailable: false },
      }),
    )
    expect(result.verdict).toBe('blocked')
    expect(result.blocking).toEqual([
      'a (critical, <2.0.0)',
      'c (high, <1.2.3): belum ada perbaikan',
    ])
  })

  it('passes low and moderate advisories', () => {
    const result = auditVerdict(report({ b: { name: 'b', severity: 'moderate', range: '*' } }))
    expect(result).toEqual({ verdict: 'clean', blocking: [] })
  })

  it('tells a registry that cannot answer apart from a clean report', () => {
    const error = JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405, error: {} })
    expect(auditVerdict(error)).toMatchObject({
      verdict: 'unavailable',
      reason: '405 Method Not Allowed',
    })
    expect(auditVerdict('')).toMatchObject({ verdict: 'unavailable' })
  })
})
