import sharp from 'sharp'
import { unzipSync, strFromU8 } from 'fflate'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack } from '@/features/admissions/application/service'
import { buildApplicantExport } from '@/features/admissions/data-rights/export'
import {
  listDataRequests,
  requestDeletion,
  SECOND_OPEN_REQUEST,
} from '@/features/admissions/data-rights/requests'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { storedBytes } from '../helpers/storage'

let payload: Payload
let a: ApplicantUser
let b: ApplicantUser
const staff: Record<'admin' | 'editor' | 'admissions', Staff> = {} as never
const files: Record<'a' | 'b', Buffer[]> = { a: [], b: [] }

async function upload(owner: ApplicantUser, kind: 'payment_proof' | 'photo', colour: string) {
  const data = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'applicant-files',
    data: { owner: owner.id as number, kind },
    file: { data, mimetype: 'image/png', name: `${kind}.png`, size: data.length },
    overrideAccess: false,
    user: owner as never,
  })
  const stored = await payload.find({
    collection: 'applicant-files',
    where: { owner: { equals: owner.id } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return stored.docs[0]!
}

const tokens: Record<string, string> = {}
async function tokenFor(collection: 'users' | 'applicants', email: string, password: string) {
  tokens[email] ??= await sessionToken(payload, collection, email, password)
  return tokens[email]
}

/** GET through Payload's real REST router (the same code path as /api/cms/... in the app). */
async function restGet(path: string, token?: string) {
  const request = new Request(`http://localhost${path}`, {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  return handleEndpoints({ config: payload.config, request })
}
const staffToken = (role: keyof typeof staff) =>
  tokenFor('users', `${role}@utb.test`, 'Rahasia-Sekali-123')
const applicantToken = (user: ApplicantUser) =>
  tokenFor('applicants', user.email, 'Kata-Sandi-Uji-2026')

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  a = await createApplicant(payload, 'ayu@contoh.id', 'Ayu Lestari')
  b = await createApplicant(payload, 'bima@contoh.id', '=HYPERLINK("http://jahat.example","klik")')
  for (const role of ['admin', 'editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
  expect((await chooseTrack(payload, a, 'reguler')).ok).toBe(true)
  expect((await chooseTrack(payload, b, 'magang')).ok).toBe(true)
  await payload.update({
    collection: 'applications',
    where: { applicant: { equals: b.id } },
    data: { personal: { schoolName: '@SUM(1+1)*cmd|" /C calc"!A0' } },
    overrideAccess: false,
    user: b as never,
  })
  for (const [owner, key, kind, colour] of [
    [a, 'a', 'payment_proof', '#c00'],
    [a, 'a', 'photo', '#0c0'],
    [b, 'b', 'payment_proof', '#00c'],
  ] as const) {
    const doc = await upload(owner, kind, colour)
    files[key].push((await storedBytes(payload, 'applicant-files', doc.filename!))!)
  }
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('downloading all my data', () => {
  it('holds the applicant’s account, application, history, requests and files — none of another’s', async () => {
    await requestDeletion(payload, b, 'Data milik B')
    const { filename, zip } = await buildApplicantExport(
      payload,
      a,
      new Date('2026-11-23T10:00:00Z'),
    )
    expect(filename).toBe('data-saya-utb-2026-11-23.zip')
    const entries = unzipSync(zip)
    const data = JSON.parse(strFromU8(entries['data.json']!))

    expect(data.akun).toMatchObject({
      email: 'ayu@contoh.id',
      fullName: 'Ayu Lestari',
      privacyConsentVersion: '1',
    })
    for (const secret of [
      'hash',
      'salt',
      'sessions',
      'loginAttempts',
      'lockUntil',
      '_verificationToken',
      'resetPasswordToken',
    ]) {
      expect(data.akun).not.toHaveProperty(secret)
    }
    expect(data.pendaftaran).toMatchObject({
      track: 'reguler',
      status: 'registered',
      applicant: a.id,
    })
    expect(data.riwayat.map((e: { action: string }) => e.action)).toContain('Pendaftaran dibuat')
    expect(data.permintaanData).toEqual([])

    const berkas = Object.keys(entries)
      .filter((name) => name.startsWith('berkas/'))
      .sort()
    expect(berkas).toEqual(['berkas/bukti-pembayaran-1.png', 'berkas/pas-foto-1.png'])
    expect(data.berkas.map((f: { namaDiZip: string }) => f.namaDiZip).sort()).toEqual(berkas)
    const contents = berkas.map((name) => Buffer.from(entries[name]!))
    for (const own of files.a) expect(contents.some((c) => c.equals(own))).toBe(true)
    expect(contents.some((c) => c.equals(files.b[0]!))).toBe(false)

    const text = strFromU8(entries['data.json']!)
    expect(text).not.toContain('bima@contoh.id')
    expect(text).not.toContain('Data milik B')
    expect(text).not.toContain('HYPERLINK')
  })
})

describe('deletion requests', () => {
  it('applicant B cannot file a request for applicant A', async () => {
    await expect(
      payload.create({
        collection: 'data-requests',
        data: { applicant: a.id as number, kind: 'deletion' } as never,
        overrideAccess: false,
        user: b as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await listDataRequests(payload, a)).toEqual([])
    // Nor read B's request as A.
    expect(
      (await payload.find({ collection: 'data-requests', overrideAccess: false, user: a as never }))
        .docs,
    ).toEqual([])
  })

  it('is created as "Baru" (open) for the applicant; a second open request is refused politely', async () => {
    const first = await requestDeletion(payload, a, 'Saya batal mendaftar.')
    expect(first).toMatchObject({
      ok: true,
      request: {
        status: 'open',
        kind: 'deletion',
        reason: 'Saya batal mendaftar.',
        applicant: a.id,
      },
    })
    const second = await requestDeletion(payload, a, '')
    expect(second).toEqual({ ok: false, message: SECOND_OPEN_REQUEST })
    expect(await listDataRequests(payload, a)).toHaveLength(1)
  })

  it('an applicant cannot set the status, not even on create', async () => {
    const [own] = await listDataRequests(payload, a)
    await expect(
      payload.update({
        collection: 'data-requests',
        id: own!.id,
        data: { status: 'done' },
        overrideAccess: false,
        user: a as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('staff move the status and write a note the applicant reads; then a new request is possible', async () => {
    const [own] = await listDataRequests(payload, a)
    const updated = await payload.update({
      collection: 'data-requests',
      id: own!.id,
      data: { status: 'in_progress', staffNote: 'Ditangani oleh Rina.' },
      overrideAccess: false,
      user: staff.admissions as never,
    })
    expect(updated).toMatchObject({ status: 'in_progress', staffNote: 'Ditangani oleh Rina.' })
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(own!.updatedAt).getTime(),
    )
    // Still open while in progress.
    expect(await requestDeletion(payload, a, '')).toMatchObject({ ok: false })
    await payload.update({
      collection: 'data-requests',
      id: own!.id,
      data: { status: 'rejected', staffNote: 'Masih ada proses pengembalian biaya.' },
      overrideAccess: false,
      user: staff.admissions as never,
    })
    const seen = await listDataRequests(payload, a)
    expect(seen[0]).toMatchObject({
      status: 'rejected',
      staffNote: 'Masih ada proses pengembalian biaya.',
    })
    expect(await requestDeletion(payload, a, 'Sekarang sudah selesai.')).toMatchObject({ ok: true })
  })

  it('editors cannot read requests (and staff cannot delete them)', async () => {
    await expect(
      payload.find({
        collection: 'data-requests',
        overrideAccess: false,
        user: staff.editor as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const [own] = await listDataRequests(payload, a)
    await expect(
      payload.delete({
        collection: 'data-requests',
        id: own!.id,
        overrideAccess: false,
        user: staff.admin as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('the data export lists the applicant’s requests', async () => {
    const data = JSON.parse(
      strFromU8(unzipSync((await buildApplicantExport(payload, a)).zip)['data.json']!),
    )
    expect(data.permintaanData.map((r: { status: string }) => r.status).sort()).toEqual([
      'open',
      'rejected',
    ])
  })
})

describe('CSV export of applications (GET /api/cms/applications/export.csv)', () => {
  const url = '/api/cms/applications/export.csv'
  const rows = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')

  it('gives staff every application as CSV with a BOM, an Indonesian header and a dated file name', async () => {
    const response = await restGet(url, await staffToken('admissions'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pendaftaran-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = rows(await response.text())
    expect(lines[0]).toBe(
      'Nama,Email,WhatsApp,Jalur,Status,Periode,Program studi,Tanggal ' +
        'lahir,Asal sekolah,Dikirim pada,Jadwal tes,Nomor peserta,Pengembalian',
    )
    expect(lines).toHaveLength(3)
    expect(
      lines.some((l) =>
        l.startsWith('Ayu Lestari,ayu@contoh.id,6281234567890,Jalur Reguler,Terdaftar,'),
      ),
    ).toBe(true)
  })

  it('applies the admin list’s where[...] filters and search', async () => {
    const token = await staffToken('admissions')
    const magang = rows(
      await (await restGet(`${url}?where[or][0][and][0][track][equals]=magang`, token)).text(),
    )
    expect(magang).toHaveLength(2)
    expect(magang[1]).toContain('bima@contoh.id')
    const searched = rows(await (await restGet(`${url}?search=Ayu`, token)).text())
    expect(searched).toHaveLength(2)
    expect(searched[1]).toContain('ayu@contoh.id')
    const none = rows(await (await restGet(`${url}?where[status][equals]=accepted`, token)).text())
    expect(none).toHaveLength(1)
    for (const bad of [
      `${url}?where=%7Bnot-json`,
      `${url}?where[password][equals]=x`,
      `${url}?where[tidakAda][equals]=1`,
    ]) {
      const response = await restGet(bad, token)
      expect(response.status, bad).toBe(400)
      expect((await response.json()).errors[0].message).toContain(
        'Filter pada tautan unduhan tidak dikenali',
      )
    }
  })

  it('is safe against formula injection from what applicants typed', async () => {
    const csv = await (
      await restGet(`${url}?where[track][equals]=magang`, await staffToken('admin'))
    ).text()
    const row = rows(csv)[1]!
    expect(row.startsWith(`"'=HYPERLINK(""http://jahat.example"",""klik"")"`)).toBe(true)
    expect(row).toContain(`"'@SUM(1+1)*cmd|"" /C calc""!A0"`)
    expect(row).not.toMatch(/,=|,"=|,@|,"@/)
  })

  it('refuses editors, applicants and anonymous visitors with a 403 JSON message', async () => {
    for (const token of [await staffToken('editor'), await applicantToken(a), undefined]) {
      const response = await restGet(url, token)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        errors: [
          { message: 'Hanya staf penerimaan dan admin yang dapat mengunduh data pendaftaran.' },
        ],
      })
    }
  })
})
