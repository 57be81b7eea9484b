'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import { REVIEW_MESSAGES as M } from '@/features/admissions/application/messages'
import type { ScheduleResult } from '@/features/admissions/application/review'
import type { ReviewItem } from '@/features/admissions/application/review-queue'
import { TEST_LABELS, TEST_MODE_OPTIONS } from '@/features/admissions/application/test-schedule'
import { postJson } from './post'
import { alertStyle, box } from './use-queue'

const input = { width: '100%', font: 'inherit', padding: 8 } as const

/**
 * Tests for a selection of submitted applications: the same date (Jakarta time), form, place or
 * link and notes for each; the summary says how many were scheduled and which were refused and
 * why. What was typed stays in the form whatever the answer.
 */
export function ScheduleTests({
  items,
  api,
  onScheduled,
}: {
  items: ReviewItem[]
  api: string
  onScheduled: (ids: number[]) => void
}) {
  const [selected, setSelected] = useState<number[]>([])
  const [form, setForm] = useState({
    date: '',
    mode: 'offline',
    place: '',
    onlineUrl: '',
    notes: '',
  })
  const [result, setResult] = useState<ScheduleResult | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const field = (name: keyof typeof form) => ({
    id: `test-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  })
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))

  const submit = async () => {
    if (!selected.length) return setError(M.noSelection)
    setBusy(true)
    setError('')
    const answer = await postJson<ScheduleResult>(`${api}/applications/schedule-tests`, {
      ...form,
      ids: selected,
    })
    setBusy(false)
    if (!answer.ok) return setError(answer.message)
    setResult(answer.data)
    const done = answer.data.scheduled.map((s) => s.id)
    setSelected((ids) => ids.filter((id) => !done.includes(id)))
    onScheduled(done)
  }

  return (
    <section
      aria-labelledby="schedule-heading"
      style={{ ...box, display: 'grid', gap: 12 }}
      data-testid="schedule-tests"
    >
      <h2 id="schedule-heading" style={{ margin: 0 }}>
        Jadwalkan tes sekaligus
      </h2>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>Pendaftaran yang dijadwalkan</legend>
        {items.map((item) => (
          <label key={item.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={selected.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            {item.name} — {item.track}
          </label>
        ))}
        {items.length ? null : (
          <p style={{ margin: 0 }}>Tidak ada formulir yang menunggu jadwal tes.</p>
        )}
      </fieldset>
      <label htmlFor="test-date">{TEST_LABELS.date} (WIB)</label>
      <input type="datetime-local" {...field('date')} required style={input} />
      <label htmlFor="test-mode">{TEST_LABELS.mode}</label>
      <select {...field('mode')} style={input}>
        {TEST_MODE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor="test-place">{TEST_LABELS.place}</label>
      <input type="text" maxLength={200} {...field('place')} style={input} />
      <label htmlFor="test-onlineUrl">{TEST_LABELS.onlineUrl}</label>
      <input type="url" maxLength={500} {...field('onlineUrl')} style={input} />
      <label htmlFor="test-notes">{TEST_LABELS.notes}</label>
      <textarea rows={3} maxLength={1000} {...field('notes')} style={input} />
      {error ? (
        <p role="alert" style={{ ...alertStyle, margin: 0 }}>
          {error}
        </p>
      ) : null}
      <Button buttonStyle="primary" margin={false} disabled={busy} onClick={submit}>
        Jadwalkan tes ({selected.length})
      </Button>
      <div role="status" data-testid="schedule-summary">
        {result ? (
          <>
            <p style={{ margin: 0, fontWeight: 600 }}>{result.message}</p>
            {result.refused.length ? (
              <ul style={{ margin: 0 }}>
                {result.refused.map((r) => (
                  <li key={r.id}>
                    {r.name}: {r.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  )
}
