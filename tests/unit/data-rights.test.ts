import { describe, expect, it } from 'vitest'
import { dataRequestDueAt, isOverdue } from '@/features/admissions/data-rights/deadline'
import { requestClosedEmail } from '@/features/admissions/data-rights/requests'
import {
  applicationRow,
  applicationsCsv,
  CSV_HEADER,
  csvFileName,
  safeCell,
} from '@/features/admissions/application/csv'
import {
  accountForExport,
  exportDocument,
  exportFilePaths,
  exportZipName,
  SECRET_ACCOUNT_FIELDS,
} from '@/features/admissions/data-rights/export'
import type { Application } from '@/payload-types'

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+62 812', `'+62 812`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('a cell starting a formula (%j) is made text with an apostrophe', (input, expected) => {
    expect(safeCell(input)).toBe(expected)
  })

  it('leaves ordinary text, numbers in the middle and empty values alone', () => {
    expect(safeCell('Siti Rahma')).toBe('Siti Rahma')
    expect(safeCell('SMA 1 = terbaik')).toBe('SMA 1 = terbaik')
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
    expect(safeCell(2026)).toBe('2026')
  })
})

describe('applications CSV', () => {
  const app: Partial<Application> = {
    applicantName: '=cmd|"/C calc"!A0',
    applicantEmail: 'siti@contoh.id',
    applicant: { whatsapp: '6281234567890' } as never,
    track: 'magang',
    status: 'test_scheduled',
    period: '2026/2027',
    programme: { major: { name: 'Teknik Informatika' } as never },
    personal: { birthDate: '2008-05-01T12:00:00.000Z', schoolName: 'SMK Negeri 1, "Bandung"' },
    submittedAt: '2026-11-23T17:30:00.000Z',
    test: { date: '2026-12-01T02:00:00.000Z', examNumber: 'UTB-0001' },
    refund: { status: 'none' },
  }

  it('turns an application into an Indonesian row, in Jakarta time', () => {
    expect(applicationRow(app)).toEqual([
      `'=cmd|"/C calc"!A0`,
      'siti@contoh.id',
      '6281234567890',
      'Jalur Magang',
      'Tes dijadwalkan',
      '2026/2027',
      'Teknik Informatika',
      '2008-05-01',
      'SMK Negeri 1, "Bandung"',
      '2026-11-24 00:30',
      '2026-12-01 09:00',
      'UTB-0001',
      'Tidak ada',
    ])
  })

  it('unpopulated relationships and missing fields give empty cells, not "[object Object]" or "undefined"', () => {
    const row = applicationRow({
      applicantName: 'Budi',
      applicant: 7,
      programme: { major: 3 },
      status: 'registered',
      track: 'reguler',
    })
    expect(row[2]).toBe('')
    expect(row[6]).toBe('')
    expect(row.join('|')).not.toMatch(/undefined|object/)
  })

  it('starts with a UTF-8 byte order mark and the Indonesian header, quotes commas and quotes', () => {
    const csv = applicationsCsv([app])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toBe(CSV_HEADER.join(','))
    expect(header).toBe(
      'Nama,Email,WhatsApp,Jalur,Status,Periode,Program studi,Tanggal ' +
        'lahir,Asal sekolah,Dikirim pada,Jadwal tes,Nomor peserta,Pengembalian',
    )
    expect(row).toContain('"SMK Negeri 1, ""Bandung"""')
    expect(row!.startsWith(`"'=cmd|""/C calc""!A0"`)).toBe(true)
  })

  it('is named after the Jakarta day of the export', () => {
    expect(csvFileName(new Date('2026-11-23T18:00:00Z'))).toBe('pendaftaran-2026-11-24.csv')
  })
})

describe('data export', () => {
  const labels = {
    payment_proof: 'Bukti pembayaran',
    photo: 'Pas foto',
    id_card: 'KTP / Kartu Keluarga',
  }
  const account = {
    id: 5,
    email: 'siti@contoh.id',
    fullName: 'Siti',
    whatsapp: '628123',
    privacyConsentVersion: '2026-11',
    privacyConsentAt: '2026-11-01T00:00:00.000Z',
    hash: 'h',
    salt: 's',
    password: 'p',
    resetPasswordToken: 't',
    resetPasswordExpiration: '2026-11-02T00:00:00.000Z',
    resetPasswordRequestedAt: '2026-11-01T00:00:00.000Z',
    _verificationToken: 'v',
    loginAttempts: 2,
    lockUntil: '2026-11-02T00:00:00.000Z',
    sessions: [{ id: 'abc', expiresAt: '2026-11-02T00:00:00.000Z' }],
    _verified: true,
  }

  it('keeps the personal data of the account and drops passwords, tokens, sessions and lock fields', () => {
    const shaped = accountForExport(account)
    for (const key of SECRET_ACCOUNT_FIELDS) expect(shaped).not.toHaveProperty(key)
    expect(shaped).toMatchObject({
      id: 5,
      email: 'siti@contoh.id',
      fullName: 'Siti',
      whatsapp: '628123',
      privacyConsentVersion: '2026-11',
      _verified: true,
    })
    expect(JSON.stringify(shaped)).not.toMatch(/"(h|s|p|t|v|abc)"/)
  })

  it('names files by kind, numbered, with the stored extension only', () => {
    const paths = exportFilePaths(
      [
        { id: 1, kind: 'payment_proof', filename: 'bukti.JPG' },
        { id: 2, kind: 'payment_proof', filename: '../../etc/passwd' },
        { id: 3, kind: 'id_card', filename: 'ktp scan.pdf' },
      ],
      labels,
    )
    expect([...paths.values()]).toEqual([
      'berkas/bukti-pembayaran-1.jpg',
      'berkas/bukti-pembayaran-2',
      'berkas/ktp-kartu-keluarga-1.pdf',
    ])
  })

  it('builds data.json: account, application without its join ids, history, requests, a file list', () => {
    const doc = exportDocument({
      account,
      application: {
        id: 9,
        applicant: 5,
        track: 'reguler',
        status: 'registered',
        period: '2026',
        events: { docs: [1, 2] },
      } as never,
      history: [{ id: 1, action: 'Pendaftaran dibuat' }] as never,
      dataRequests: [{ id: 4, status: 'open' }] as never,
      files: [
        {
          id: 1,
          kind: 'photo',
          filename: 'foto.png',
          mimeType: 'image/png',
          filesize: 10,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      ] as never,
      labels,
      exportedAt: new Date('2026-11-23T00:00:00Z'),
    })
    expect(doc.akun).not.toHaveProperty('hash')
    expect(doc.pendaftaran).toMatchObject({ id: 9, track: 'reguler' })
    expect(doc.pendaftaran).not.toHaveProperty('events')
    expect(doc.riwayat).toHaveLength(1)
    expect(doc.permintaanData).toHaveLength(1)
    expect(doc.berkas).toEqual([
      {
        id: 1,
        jenis: 'Pas foto',
        namaDiZip: 'berkas/pas-foto-1.png',
        namaAsli: 'foto.png',
        tipe: 'image/png',
        ukuranByte: 10,
        diunggahPada: '2026-11-01T00:00:00.000Z',
      },
    ])
    expect(exportZipName(new Date('2026-11-23T00:00:00Z'))).toBe('data-saya-utb-2026-11-23.zip')
  })
})

describe('the 3 × 24 h deadline of a data request (UU PDP)', () => {
  const filed = '2028-03-01T08:00:00.000Z'
  const due = dataRequestDueAt(filed)

  it('is 72 hours after filing', () => {
    expect(due.toISOString()).toBe('2028-03-04T08:00:00.000Z')
  })

  it('is overdue only after the deadline and only while the request is open', () => {
    const after = new Date(due.getTime() + 1)
    expect(isOverdue({ status: 'open', dueAt: due.toISOString() }, due)).toBe(false)
    expect(isOverdue({ status: 'open', dueAt: due.toISOString() }, after)).toBe(true)
    expect(isOverdue({ status: 'in_progress', dueAt: due.toISOString() }, after)).toBe(true)
    expect(isOverdue({ status: 'done', dueAt: due.toISOString() }, after)).toBe(false)
    expect(isOverdue({ status: 'rejected', dueAt: due.toISOString() }, after)).toBe(false)
    expect(isOverdue({ status: 'open', dueAt: null }, after)).toBe(false)
  })
})

describe('the email when staff close a request', () => {
  it('says done or rejected, with the staff note, in plain text', () => {
    const done = requestClosedEmail({
      kind: 'deletion',
      status: 'done',
      staffNote: 'Semua dihapus.',
    })
    expect(done.subject).toBe('Permintaan penghapusan data selesai — UTB')
    expect(done.text).toContain('sudah selesai kami laksanakan')
    expect(done.text).toContain('Catatan panitia: Semua dihapus.')
    const rejected = requestClosedEmail({ kind: 'correction', status: 'rejected' })
    expect(rejected.subject).toBe('Permintaan koreksi data ditolak — UTB')
    expect(rejected.text).not.toContain('Catatan panitia')
  })
})
