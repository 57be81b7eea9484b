import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import { assignNim, withdrawStudent } from '@/features/enrolment/assign-nim'
import { ENROLMENT_MESSAGES as M } from '@/features/enrolment/vocabulary'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { enrolmentSetup, type ProgrammeChoice } from '../helpers/enrolment'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => payload }))

/*
 * The student card (KTM) and the new students' export: an applicant gets only their own card,
 * once enrolled and active; admissions staff print any card and the sheets of an intake, and
 * export CSV and JSON with filters; editors and applicants are refused; the academic system pulls
 * the JSON with a staff API key that opens nothing else; every staff read is in the access audit.
 */

let payload: Payload
let staff: Staff
let editor: Staff
let collegeName: string
type Programme = ProgrammeChoice
let informatika: Programme
let bisnis: Programme
const PASSWORD = 'Kata-Sandi-Uji-2026'
const STAFF_PASSWORD = 'Rahasia-Sekali-123'
const API_KEY = 'kunci-uji-sistem-akademik-0123456789abcdef'
const tokens: Record<string, string> = {}
const people: Record<string, { owner: ApplicantUser; student?: number; nim?: string }> = {}

/** A photo of the applicant's in `format`, stored the way the form stores one (checked, re-encoded). */
async function photoOf(owner: ApplicantUser, format: 'png' | 'jpeg'): Promise<number> {
  const data = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#246' } })
    [format]()
    .toBuffer()
  const doc = await payload.create({
    collection: 'applicant-files',
    data: { owner: owner.id as number, kind: 'photo' },
    file: { data, mimetype: `image/${format}`, name: `foto.${format}`, size: data.length },
    overrideAccess: true,
  })
  return doc.id
}

async function enrolled(
  key: string,
  major: Programme,
  opts: { photo?: 'png' | 'jpeg'; enrol?: boolean },
) {
  const owner = await createApplicant(payload, `${key}@ktm.test`, `Mahasiswa ${key}`)
  const photo = opts.photo ? await photoOf(owner, opts.photo) : undefined
  const app = await payload.create({
    collection: 'applications',
    data: {
      applicant: owner.id as number,
      applicantName: `Mahasiswa ${key}`,
      period: '2027/2028',
      track: 'reguler',
      status: 'accepted',
      programme: { major: major.id, faculty: major.faculty, category: major.category },
      personal: { nik: `32730101010800${key.length}${key.charCodeAt(0) % 10}`, gender: 'female' },
      ...(photo ? { documents: { photo } } : {}),
    } as never,
    overrideAccess: true,
  })
  people[key] = { owner }
  tokens[key] = await sessionToken(payload, 'applicants', owner.email, PASSWORD)
  if (opts.enrol === false) return
  const outcome = await assignNim(payload, app.id, Number(staff.id))
  if (!outcome.ok) throw new Error(outcome.message)
  people[key] = { owner, student: outcome.student.id, nim: outcome.student.nim }
}

const jwt = (token: string) => ({ Authorization: `JWT ${token}` })
const apiKey = (key = API_KEY) => ({ Authorization: `users API-Key ${key}` })

async function cms(path: string, headers: Record<string, string>) {
  const request = new Request(`http://localhost/api/cms/students${path}`, { headers })
  return handleEndpoints({ config: payload.config, request })
}

async function ownCard(headers: Record<string, string>) {
  const { ownCardRoute } = await import('@/features/enrolment/ktm-route')
  return ownCardRoute(new Request('http://localhost/api/pendaftar/ktm', { headers }))
}

const message = async (response: Response) => {
  const body = (await response.json()) as {
    errors?: { message: string }[]
    meta?: { message: string }
  }
  return body.errors?.[0]?.message ?? body.meta?.message
}

/** The PDF's pages (in mm) and how many images it holds. */
async function pdfOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
  const mm = (pt: number) => Math.round((pt * 25.4) / 72)
  const pages = pdf.getPages().map((p) => [mm(p.getWidth()), mm(p.getHeight())])
  const images = pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, o]) =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
  return { pages, images: images.length, title: pdf.getTitle(), author: pdf.getAuthor() }
}

async function auditRows(action: string, user: number | string) {
  const { docs } = await payload.find({
    collection: 'access-audit',
    where: { and: [{ action: { equals: action } }, { user: { equals: user } }] },
    sort: '-createdAt',
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['pengaturan situs', 'program studi'])
  collegeName = (await payload.findGlobal({ slug: 'site-settings' })).collegeName
  const programmes = await enrolmentSetup(payload)
  informatika = programmes.informatika
  bisnis = programmes.bisnis
  staff = await createStaff(payload, 'admissions')
  editor = await createStaff(payload, 'editor')
  tokens.staff = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
  tokens.editor = await sessionToken(payload, 'users', 'editor@utb.test', STAFF_PASSWORD)
  // 9 active students of Teknik Informatika (two A4 sheets), one of Bisnis Digital, one withdrawn,
  // one accepted but not enrolled.
  await enrolled('ani', informatika, { photo: 'jpeg' })
  for (const key of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'])
    await enrolled(key, informatika, {})
  await enrolled('dodi', bisnis, { photo: 'png' })
  await enrolled('eko', bisnis, {})
  await withdrawStudent(payload, people.eko!.student!)
  await enrolled('fajar', informatika, { enrol: false })
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the applicant’s own card (GET /api/pendaftar/ktm)', () => {
  it('is the signed-in student’s card, 85.6 × 54 mm, with their photo', async () => {
    const response = await ownCard(jwt(tokens.ani!))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toContain(`ktm-${people.ani!.nim}.pdf`)
    const pdf = await pdfOf(response)
    expect(pdf.pages).toEqual([[86, 54]])
    expect(pdf.images).toBe(1)
    expect(pdf.title).toBe(`KTM ${people.ani!.nim}`)
    // The college the card names: the site settings' name.
    expect(pdf.author).toBe(collegeName)
    expect(collegeName).toMatch(/\w/)
  })

  it('draws the empty photo box when there is no photo', async () => {
    const pdf = await pdfOf(await ownCard(jwt(tokens.b1!)))
    expect(pdf).toMatchObject({ pages: [[86, 54]], images: 0 })
  })

  it('is a 404 with a message before enrolment and after a withdrawal', async () => {
    for (const key of ['fajar', 'eko']) {
      const response = await ownCard(jwt(tokens[key]!))
      expect(response.status).toBe(404)
      expect(await message(response)).toBe(M.ownCardNotFound)
    }
  })

  it('asks to sign in (401) and refuses staff (403)', async () => {
    expect((await ownCard({})).status).toBe(401)
    expect((await ownCard(jwt(tokens.staff!))).status).toBe(403)
  })
})

describe('a student’s card for staff (GET /api/cms/students/:id/ktm)', () => {
  it('prints any active student’s card for admissions staff and audits it', async () => {
    const id = people.dodi!.student!
    const response = await cms(`/${id}/ktm`, jwt(tokens.staff!))
    expect(response.status).toBe(200)
    expect(await pdfOf(response)).toMatchObject({ pages: [[86, 54]], images: 1 })
    const [row] = await auditRows('print-student-card', staff.id)
    expect(row).toMatchObject({ records: [id], count: 1, userEmail: 'admissions@utb.test' })
    expect(row!.target).toContain(people.dodi!.nim)
  })

  it('refuses editors and applicants, also for their own record, and a withdrawn student', async () => {
    const id = people.ani!.student!
    for (const token of [tokens.editor!, tokens.ani!, tokens.dodi!]) {
      const response = await cms(`/${id}/ktm`, jwt(token))
      expect(response.status).toBe(403)
      expect(await message(response)).toBe(M.cardForbidden)
    }
    expect((await cms(`/${people.eko!.student}/ktm`, jwt(tokens.staff!))).status).toBe(409)
    expect((await cms('/999999/ktm', jwt(tokens.staff!))).status).toBe(404)
    expect(await auditRows('print-student-card', editor.id)).toHaveLength(0)
  })
})

describe('the card sheets of an intake (GET /api/cms/students/ktm)', () => {
  it('puts the active students eight to an A4 page, audited with every id', async () => {
    const response = await cms('/ktm?intakeYear=2027', jwt(tokens.staff!))
    expect(response.status).toBe(200)
    // 9 of Teknik Informatika and 1 of Bisnis Digital: the withdrawn and unenrolled are left out.
    const pdf = await pdfOf(response)
    expect(pdf.pages).toEqual([
      [210, 297],
      [210, 297],
    ])
    expect(pdf.images).toBe(2)
    const [row] = await auditRows('print-student-card', staff.id)
    expect(row!.count).toBe(10)
    expect(row!.records).not.toContain(people.eko!.student)
  })

  it('takes one programme, and says when there is nobody to print', async () => {
    const one = await pdfOf(
      await cms(`/ktm?intakeYear=2027&programme=${bisnis.id}`, jwt(tokens.staff!)),
    )
    expect(one.pages).toEqual([[210, 297]])
    const none = await cms('/ktm?intakeYear=2031', jwt(tokens.staff!))
    expect(none.status).toBe(404)
    expect(await message(none)).toBe(M.sheetEmpty)
    const bad = await cms('/ktm?intakeYear=dua-ribu', jwt(tokens.staff!))
    expect(bad.status).toBe(400)
    expect(await message(bad)).toBe(M.sheetFilter)
    expect((await cms('/ktm?intakeYear=2027', jwt(tokens.editor!))).status).toBe(403)
  })
})

describe('the export (GET /api/cms/students/export.csv and export.json)', () => {
  const nimsOf = async (response: Response) =>
    ((await response.json()) as { docs: { nim: string }[] }).docs.map((d) => d.nim).sort()

  it('writes the CSV the filters ask for and audits it as a bulk read', async () => {
    const response = await cms(`/export.csv?programme=${bisnis.id}`, jwt(tokens.staff!))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/csv')
    // The byte order mark stays (Excel reads the accents by it); text() would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^\ufeffNIM,Nama,NIK,Jenis kelamin,/)
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.startsWith(people.dodi!.nim!))).toContain(
      `Mahasiswa dodi,${'32730101010800' + '40'},Perempuan`,
    )
    expect(lines.find((l) => l.startsWith(people.eko!.nim!))).toContain('Mengundurkan diri')
    const [row] = await auditRows('export-students', staff.id)
    expect(row!.count).toBe(2)
    expect(row!.target).toContain(`prodi #${bisnis.id}`)
  })

  it('filters by intake year, programme and status', async () => {
    const active = await cms(
      `/export.json?programme=${bisnis.id}&status=active`,
      jwt(tokens.staff!),
    )
    expect(await nimsOf(active)).toEqual([people.dodi!.nim])
    const withdrawn = await cms('/export.json?status=withdrawn&intakeYear=2027', jwt(tokens.staff!))
    expect(await nimsOf(withdrawn)).toEqual([people.eko!.nim])
    const later = await cms('/export.json?intakeYear=2028', jwt(tokens.staff!))
    expect(await nimsOf(later)).toEqual([])
    const bad = await cms('/export.json?status=lulus', jwt(tokens.staff!))
    expect(bad.status).toBe(400)
    expect(await message(bad)).toBe(M.exportFilter)
  })

  it('refuses editors and applicants', async () => {
    for (const token of [tokens.editor!, tokens.ani!]) {
      expect((await cms('/export.csv', jwt(token))).status).toBe(403)
      expect((await cms('/export.json', jwt(token))).status).toBe(403)
    }
    expect(await auditRows('export-students', editor.id)).toHaveLength(0)
  })
})

describe('the academic system’s pull with a staff API key', () => {
  let account: number

  beforeAll(async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'siakad@utb.test',
        password: STAFF_PASSWORD,
        name: 'Sistem akademik',
        role: 'admissions',
        enableAPIKey: true,
        apiKey: API_KEY,
      },
      overrideAccess: true,
    })
    account = user.id
    await payload.create({
      collection: 'users',
      data: {
        email: 'editor-kunci@utb.test',
        password: STAFF_PASSWORD,
        name: 'Editor dengan kunci',
        role: 'editor',
        enableAPIKey: true,
        apiKey: `${API_KEY}-editor`,
      },
      overrideAccess: true,
    })
  })

  it('pages through every student with limit and page, audited for the key’s account', async () => {
    const first = await cms('/export.json?limit=4&page=1', apiKey())
    expect(first.status).toBe(200)
    const body = (await first.json()) as Record<string, unknown> & {
      docs: Record<string, unknown>[]
    }
    expect(body).toMatchObject({
      totalDocs: 11,
      limit: 4,
      page: 1,
      totalPages: 3,
      hasNextPage: true,
      nextPage: 2,
    })
    expect(body.docs[0]).toMatchObject({
      intakeYear: 2027,
      programme: { name: expect.any(String) },
    })
    const last = (await (await cms('/export.json?limit=4&page=3', apiKey())).json()) as typeof body
    expect(last).toMatchObject({ page: 3, hasNextPage: false, nextPage: null })
    expect(last.docs).toHaveLength(3)
    const rows = await auditRows('export-students', account)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.via).toContain('REST GET')
  })

  it('takes the changes after a cursor, oldest first', async () => {
    const all = (await (await cms('/export.json?limit=500', apiKey())).json()) as {
      docs: { nim: string; updatedAt: string }[]
    }
    const withdrawal = all.docs.find((d) => d.nim === people.eko!.nim)!
    const cursor = new Date(Date.parse(withdrawal.updatedAt) - 1).toISOString()
    const since = (await (await cms(`/export.json?since=${cursor}`, apiKey())).json()) as {
      docs: { nim: string }[]
      lastUpdatedAt: string
    }
    expect(since.docs.map((d) => d.nim)).toContain(people.eko!.nim)
    const after = await cms(
      `/export.json?since=${encodeURIComponent(since.lastUpdatedAt)}`,
      apiKey(),
    )
    expect(((await after.json()) as { docs: unknown[] }).docs).toEqual([])
  })

  it('opens nothing else: not the CSV, the cards, Payload’s REST or the admin', async () => {
    expect((await cms('/export.csv', apiKey())).status).toBe(403)
    expect((await cms('/ktm?intakeYear=2027', apiKey())).status).toBe(403)
    // The same account's role through Payload's own REST: the key has none there.
    expect((await cms('', apiKey())).status).toBe(403)
    expect((await cms(`/${people.ani!.student}`, apiKey())).status).toBe(403)
    const applications = new Request('http://localhost/api/cms/applications', { headers: apiKey() })
    const answer = await handleEndpoints({ config: payload.config, request: applications })
    expect(answer.status).toBe(403)
    // A signed-in session of that account (no key) is admissions staff as usual.
    const token = await sessionToken(payload, 'users', 'siakad@utb.test', STAFF_PASSWORD)
    expect((await cms('', jwt(token))).status).toBe(200)
  })

  it('refuses a wrong key and an editor’s key', async () => {
    expect((await cms('/export.json', apiKey('salah'))).status).toBe(403)
    expect((await cms('/export.json', apiKey(`${API_KEY}-editor`))).status).toBe(403)
  })
})
