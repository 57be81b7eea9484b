'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'
import { useState } from 'react'
import { RETENTION_MESSAGES } from '@/features/privacy/messages'
import {
  RETENTION_ACTION_LABELS,
  RETENTION_RULES,
  type RetentionLine,
} from '@/features/privacy/retention'

type Report = { now: string; dryRun: boolean; lines: RetentionLine[]; failures: string[] }

/**
 * On the retention policy: the dry run asks the server what a run would remove now
 * (GET /api/cms/globals/retention-policy/preview, changes nothing) and shows the counts per kind;
 * "run now" (POST …/run, after a confirmation) does it and shows what was removed.
 */
export function RetentionPreview() {
  const { config } = useConfig()
  const [report, setReport] = useState<Report | null>(null)
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const endpoint = `${config.routes.api}/globals/retention-policy`

  const call = async (dryRun: boolean) => {
    if (!dryRun && !window.confirm(RETENTION_MESSAGES.runConfirm)) return
    setBusy(true)
    setNotice(dryRun ? RETENTION_MESSAGES.previewBusy : RETENTION_MESSAGES.runBusy)
    const res = await fetch(`${endpoint}/${dryRun ? 'preview' : 'run'}`, {
      method: dryRun ? 'GET' : 'POST',
      credentials: 'include',
    }).catch(() => null)
    setBusy(false)
    if (!res?.ok)
      return setNotice(dryRun ? RETENTION_MESSAGES.previewFailed : RETENTION_MESSAGES.runFailed)
    const answer = (await res.json()) as Report
    setReport(answer)
    const total = answer.lines.reduce((sum, line) => sum + line.count, 0)
    setNotice(dryRun ? '' : RETENTION_MESSAGES.runDone(total))
  }

  return (
    <section
      aria-labelledby="uji-coba-retensi"
      style={{ display: 'grid', gap: 8, marginBottom: 24 }}
      data-testid="retention-preview"
    >
      <h3 id="uji-coba-retensi" style={{ margin: 0 }}>
        {RETENTION_MESSAGES.previewTitle}
      </h3>
      <p style={{ margin: 0 }}>{RETENTION_MESSAGES.previewHint}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy}
          onClick={() => void call(true)}
        >
          {RETENTION_MESSAGES.previewButton}
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy}
          onClick={() => void call(false)}
        >
          {RETENTION_MESSAGES.runButton}
        </Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {notice}
      </p>
      {report ? (
        <table>
          <caption style={{ textAlign: 'left' }}>
            Perkiraan per{' '}
            {new Date(report.now).toLocaleString('id-ID', { timeZone: JAKARTA_TIME_ZONE })}
          </caption>
          <thead>
            <tr>
              <th scope="col">Jenis data</th>
              <th scope="col">Tindakan</th>
              <th scope="col">{report.dryRun ? 'Akan diproses' : 'Diproses'}</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => (
              <tr key={line.kind}>
                <td>{RETENTION_RULES[line.kind].label}</td>
                <td>{RETENTION_ACTION_LABELS[line.action]}</td>
                <td>{line.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report?.failures.length ? (
        <ul role="alert">
          {report.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
