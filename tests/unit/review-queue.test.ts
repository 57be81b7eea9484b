import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { toReviewItem } from '@/features/admissions/application/review-queue'
import { formatAdminDate, jakartaLocalToIso } from '@/lib/format'
import { JAKARTA_DATE_CELL, jakartaDatesPlugin } from '@/fields/jakarta-dates'
import type { Application } from '@/payload-types'

describe('test dates typed in the queue are Jakarta time', () => {
  it('reads a datetime-local value as WIB (UTC+7)', () => {
    expect(jakartaLocalToIso('2026-12-10T09:00')).toBe('2026-12-10T02:00:00.000Z')
    expect(jakartaLocalToIso('2027-01-01T03:30')).toBe('2026-12-31T20:30:00.000Z')
  })
  it('refuses what is not a date and time', () => {
    for (const bad of [
      '',
      '2026-02-30T09:00',
      '2026-12-10',
      '2026-12-10T24:00',
      '10/12/2026 09:00',
    ])
      expect(jakartaLocalToIso(bad)).toBeNull()
  })
})

describe('admin dates', () => {
  it('show the Jakarta day and time in id-ID, or the day alone', () => {
    expect(formatAdminDate('2026-12-10T02:00:00.000Z')).toBe('10 Desember 2026 09.00 WIB')
    expect(formatAdminDate('2026-12-31T20:30:00.000Z')).toBe('1 Januari 2027 03.30 WIB')
    expect(formatAdminDate('2026-12-31T20:30:00.000Z', false)).toBe('1 Januari 2027')
    expect(formatAdminDate(null)).toBe('')
  })

  it('give every date field, nested ones and the timestamps, the Jakarta cell', () => {
    const config = jakartaDatesPlugin({
      collections: [
        {
          slug: 'x',
          fields: [
            { name: 'at', type: 'date' },
            { name: 'g', type: 'group', fields: [{ name: 'inner', type: 'date' }] },
            { type: 'tabs', tabs: [{ label: 'T', fields: [{ name: 'tab', type: 'date' }] }] },
            { name: 'own', type: 'date', admin: { components: { Cell: '/own#Cell' } } },
          ],
        } as CollectionConfig,
      ],
    } as never)
    const fields = config.collections![0]!.fields as unknown[]
    const cell = (f: unknown) =>
      (f as { admin?: { components?: { Cell?: string } } }).admin?.components?.Cell
    expect(cell(fields[0])).toBe(JAKARTA_DATE_CELL)
    expect(cell((fields[1] as { fields: unknown[] }).fields[0])).toBe(JAKARTA_DATE_CELL)
    expect(cell((fields[2] as { tabs: { fields: unknown[] }[] }).tabs[0]!.fields[0])).toBe(
      JAKARTA_DATE_CELL,
    )
    expect(cell(fields[3])).toBe('/own#Cell')
    expect(fields.slice(4).map((f) => [(f as { name: string }).name, cell(f)])).toEqual([
      ['updatedAt', JAKARTA_DATE_CELL],
      ['createdAt', JAKARTA_DATE_CELL],
    ])
  })
})

describe('the review queue’s items', () => {
  it('carry the check’s details and the files through the file route, nothing more', () => {
    const file = (filename: string, mimeType: string) => ({
      id: 1,
      filename,
      mimeType,
      url: `/api/cms/applicant-files/file/${filename}`,
    })
    const item = toReviewItem({
      id: 7,
      applicantName: 'Ayu Lestari',
      applicantEmail: 'ayu@contoh.id',
      track: 'magang',
      status: 'proof_uploaded',
      paymentProofAt: '2026-11-24T03:05:00.000Z',
      paymentProof: file('bukti.pdf', 'application/pdf'),
      documents: { photo: file('foto.png', 'image/png'), idCard: 3 },
      personal: { nik: '3205014109070002' },
    } as unknown as Application)
    expect(item).toEqual({
      id: 7,
      name: 'Ayu Lestari',
      email: 'ayu@contoh.id',
      track: 'Jalur Magang',
      proofAt: 'Selasa, 24 November 2026 pukul 10.05 WIB',
      submittedAt: '',
      proof: {
        label: 'Bukti pembayaran',
        url: '/api/cms/applicant-files/file/bukti.pdf',
        filename: 'bukti.pdf',
        isPdf: true,
      },
      documents: [
        {
          label: 'Pas foto',
          url: '/api/cms/applicant-files/file/foto.png',
          filename: 'foto.png',
          isPdf: false,
        },
      ],
    })
  })
})
