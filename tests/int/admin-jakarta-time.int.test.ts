import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TIME_ZONE_MESSAGE } from '@/fields/jakarta-dates'
import { isValidationError } from '@/lib/payload-errors'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'
import { freshPayload } from '../helpers/payload'

// Every visible date field stores its zone beside it, always Jakarta (WIB), so the
// admin's date picker shows and takes Jakarta wall-clock time whatever the browser's zone.

let payload: Payload
const context = { skipRevalidate: true }

beforeAll(async () => {
  payload = await freshPayload()
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const event = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'academic-events',
    data: {
      title: 'Ujian tengah semester',
      academicYear: '2026/2027',
      semester: 'ganjil',
      category: 'ujian',
      startDate: '2026-12-10T09:00:00+07:00',
      ...data,
    } as never,
    overrideAccess: true,
    context,
  })

const jakartaWallClock = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: JAKARTA_TIME_ZONE,
  }).format(new Date(iso))

describe('date fields in Jakarta time', () => {
  it('stores a date written without a zone with Asia/Jakarta, at the Jakarta instant', async () => {
    const doc = await event({})
    expect(doc.startDate).toBe('2026-12-10T02:00:00.000Z')
    expect(jakartaWallClock(doc.startDate)).toBe('10 Desember 2026 pukul 09.00')
    expect(doc.startDate_tz).toBe(JAKARTA_TIME_ZONE)
    const read = await payload.findByID({ collection: 'academic-events', id: doc.id })
    expect(read.startDate).toBe('2026-12-10T02:00:00.000Z')
    expect(read.startDate_tz).toBe(JAKARTA_TIME_ZONE)
    // An optional date left empty has no zone of its own to fill.
    expect(read.endDate ?? null).toBeNull()
  })

  it('fills an empty zone with Jakarta (an empty text breaks the PostgreSQL enum)', async () => {
    const doc = await event({
      startDate_tz: '',
      endDate: '2026-12-12T17:00:00+07:00',
      endDate_tz: null,
    })
    expect(doc.startDate_tz).toBe(JAKARTA_TIME_ZONE)
    expect(doc.endDate_tz).toBe(JAKARTA_TIME_ZONE)
    const updated = await payload.update({
      collection: 'academic-events',
      id: doc.id,
      data: { startDate: '2026-12-11T08:30:00+07:00', startDate_tz: '' } as never,
      overrideAccess: true,
      context,
    })
    expect(updated.startDate).toBe('2026-12-11T01:30:00.000Z')
    expect(updated.startDate_tz).toBe(JAKARTA_TIME_ZONE)
    // An edit that does not touch the dates keeps their zone.
    const renamed = await payload.update({
      collection: 'academic-events',
      id: doc.id,
      data: { title: 'Ujian akhir semester' },
      overrideAccess: true,
      context,
    })
    expect(renamed.startDate_tz).toBe(JAKARTA_TIME_ZONE)
    expect(renamed.endDate_tz).toBe(JAKARTA_TIME_ZONE)
  })

  it('refuses another zone with an Indonesian validation error (400), not a server error', async () => {
    const error = await event({ startDate_tz: 'America/New_York' }).catch((e: unknown) => e)
    expect(isValidationError(error)).toBe(true)
    expect((error as { status: number }).status).toBe(400)
    expect(
      (error as { data: { errors: { path: string; message: string }[] } }).data.errors,
    ).toEqual([{ label: expect.anything(), path: 'startDate_tz', message: TIME_ZONE_MESSAGE }])
    expect(TIME_ZONE_MESSAGE).toBe('Zona waktu harus WIB (Asia/Jakarta).')
  })

  it('gives the zone to a date that a collection hook sets (the incident deadline)', async () => {
    const incident = await payload.create({
      collection: 'incidents',
      data: {
        title: 'Uji zona waktu',
        discoveredAt: '2026-12-10T09:00:00+07:00',
        description: 'Insiden uji.',
      } as never,
      overrideAccess: true,
      context,
    })
    expect(incident.notifyBy).toBe('2026-12-13T02:00:00.000Z')
    expect(incident.notifyBy_tz).toBe(JAKARTA_TIME_ZONE)
    expect(incident.discoveredAt_tz).toBe(JAKARTA_TIME_ZONE)
  })

  it('gives the zone to the dates of globals too, not to the hidden timestamps', async () => {
    const doc = await event({})
    expect(doc).not.toHaveProperty('createdAt_tz')
    expect(doc).not.toHaveProperty('updatedAt_tz')
    const notice = await payload.updateGlobal({
      slug: 'privacy-notice',
      data: { effectiveDate: '2026-12-01T12:00:00+07:00' } as never,
      overrideAccess: true,
      context,
    })
    expect((notice as unknown as Record<string, unknown>).effectiveDate_tz).toBe(JAKARTA_TIME_ZONE)
  })
})
