import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  A4,
  CARD_SIZE,
  CARDS_PER_SHEET,
  cardFileName,
  cardLines,
  MM,
  photoOf,
  SHEET,
  sheetSlot,
  type StudentCard,
} from '@/features/enrolment/ktm'
import { studentCardPdf, studentCardSheetsPdf } from '@/features/enrolment/ktm-pdf'
import {
  exportItem,
  STUDENT_CSV_HEADER,
  studentRow,
  studentsCsv,
} from '@/features/enrolment/export'
import type { StudentRecord } from '@/features/enrolment/students.load'

const card: StudentCard = {
  collegeName: 'Universitas Teknologi Bandung',
  fullName: 'Siti Nurhaliza Ramadhani',
  nim: '27011121007',
  programme: 'Teknik Informatika',
  faculty: 'Fakultas Teknik',
  intakeYear: 2027,
  photo: null,
}

const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: '#246' } })
    [format]()
    .toBuffer()

describe('the student card', () => {
  it('says the NIM, programme, faculty and intake under the name', () => {
    expect(cardLines(card)).toEqual([
      { label: 'NIM', value: '27011121007' },
      { label: 'Program studi', value: 'Teknik Informatika' },
      { label: 'Fakultas', value: 'Fakultas Teknik' },
      { label: 'Angkatan', value: '2027' },
    ])
    expect(cardLines({ ...card, faculty: '' })[2]).toEqual({ label: 'Fakultas', value: '-' })
  })

  it('takes a PNG or a JPEG as the photo, and nothing else', async () => {
    expect(photoOf(await image('png'))?.kind).toBe('png')
    expect(photoOf(await image('jpeg'))?.kind).toBe('jpg')
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer()
    expect(photoOf(webp)).toBeNull()
    expect(photoOf(null)).toBeNull()
    expect(photoOf(new Uint8Array([0x25, 0x50]))).toBeNull()
  })

  it('is one page of 85.6 × 54 mm, with a PNG, a JPEG, no photo or a broken one', async () => {
    const broken = {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      kind: 'png' as const,
    }
    for (const photo of [photoOf(await image('png')), photoOf(await image('jpeg')), null, broken]) {
      const pdf = await PDFDocument.load(await studentCardPdf({ ...card, photo }))
      expect(pdf.getPageCount()).toBe(1)
      const { width, height } = pdf.getPage(0).getSize()
      expect(width / MM).toBeCloseTo(85.6, 1)
      expect(height / MM).toBeCloseTo(54, 1)
    }
  })

  it('writes a name outside WinAnsi without failing', async () => {
    const pdf = await studentCardPdf({ ...card, fullName: 'Ṣiti 李 Nur' })
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1)
  })

  it('names the file after the NIM, without characters a file name cannot hold', () => {
    expect(cardFileName('2027.11/0007')).toBe('ktm-2027.11_0007.pdf')
  })
})

describe('the card sheets', () => {
  it('puts eight cards on an A4 page, inside the page, apart by the cutting gap', () => {
    expect(CARDS_PER_SHEET).toBe(8)
    const slots = Array.from({ length: 8 }, (_, i) => sheetSlot(i))
    for (const slot of slots) {
      expect(slot.page).toBe(0)
      expect(slot.x).toBeGreaterThanOrEqual(10 * MM)
      expect(slot.y).toBeGreaterThanOrEqual(10 * MM)
      expect(slot.x + CARD_SIZE.width).toBeLessThanOrEqual(A4[0] - 10 * MM)
      expect(slot.y + CARD_SIZE.height).toBeLessThanOrEqual(A4[1] - 10 * MM)
    }
    // Left to right, then down; neighbours exactly one gap apart.
    expect(slots[1]!.x - (slots[0]!.x + CARD_SIZE.width)).toBeCloseTo(SHEET.gap)
    expect(slots[0]!.y - (slots[2]!.y + CARD_SIZE.height)).toBeCloseTo(SHEET.gap)
    expect(sheetSlot(8)).toEqual({ ...slots[0], page: 1 })
  })

  it('prints nine students on two A4 pages', async () => {
    const cards = Array.from({ length: 9 }, (_, i) => ({ ...card, nim: `2701112100${i}` }))
    const pdf = await PDFDocument.load(await studentCardSheetsPdf('KTM angkatan 2027', cards))
    expect(pdf.getPageCount()).toBe(2)
    const { width, height } = pdf.getPage(1).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    expect(pdf.getTitle()).toBe('KTM angkatan 2027')
  })
})

const record = (): StudentRecord =>
  ({
    student: {
      id: 5,
      nim: '27011121007',
      track: 'magang',
      intakeYear: 2027,
      intakeCode: '20271',
      status: 'active',
      enrolledAt: '2027-08-01T03:00:00.000Z',
      updatedAt: '2027-08-01T03:00:00.000Z',
    },
    application: {
      applicantName: 'Siti Nurhaliza',
      applicantEmail: 'lama@contoh.id',
      personal: {
        nik: '3273010101080001',
        gender: 'female',
        birthPlace: 'Bandung',
        birthDate: '2008-01-01T00:00:00.000Z',
      },
    },
    applicant: { fullName: 'Siti N.', email: 'siti@contoh.id', whatsapp: '6281234567890' },
    programme: { id: 3, name: 'Teknik Informatika', nimCode: '11' },
    faculty: { id: 1, name: 'Fakultas Teknik', nimCode: '01' },
  }) as unknown as StudentRecord

describe('the new students export', () => {
  it('names every field the academic system reads', () => {
    expect(exportItem(record())).toEqual({
      nim: '27011121007',
      name: 'Siti Nurhaliza',
      nik: '3273010101080001',
      gender: 'female',
      birthPlace: 'Bandung',
      birthDate: '2008-01-01',
      email: 'siti@contoh.id',
      phone: '6281234567890',
      programme: { id: 3, name: 'Teknik Informatika', code: '11' },
      faculty: { id: 1, name: 'Fakultas Teknik', code: '01' },
      track: 'magang',
      intakeYear: 2027,
      intakeCode: '20271',
      status: 'active',
      enrolledAt: '2027-08-01T03:00:00.000Z',
      withdrawnAt: null,
      updatedAt: '2027-08-01T03:00:00.000Z',
    })
  })

  it('writes a CSV row in Indonesian, Jakarta time, one cell per header', () => {
    const row = studentRow(exportItem(record()))
    expect(row).toHaveLength(STUDENT_CSV_HEADER.length)
    expect(row).toEqual([
      '27011121007',
      'Siti Nurhaliza',
      '3273010101080001',
      'Perempuan',
      'Bandung',
      '2008-01-01',
      'siti@contoh.id',
      '6281234567890',
      'Teknik Informatika',
      '11',
      'Fakultas Teknik',
      'Jalur Magang',
      2027,
      '20271',
      'Aktif',
      '2027-08-01 10:00',
    ])
  })

  it('keeps a name that starts like a formula as text', () => {
    const item = { ...exportItem(record()), name: '=HYPERLINK("x")' }
    const lines = studentsCsv([item]).split('\r\n')
    expect(lines[0]).toMatch(/^\ufeffNIM,Nama,NIK,/)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
