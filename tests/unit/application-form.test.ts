import { describe, expect, it } from 'vitest'
import { ValidationError } from 'payload'
import { isValidationError } from '@/lib/payload-errors'
import { checkEligibility } from '@/features/admissions/tracks/eligibility'
import {
  parseStepParam,
  resumeStep,
  stepOfField,
  type FormValues,
} from '@/features/admissions/form/fields'
import {
  formValues,
  parseStep,
  stepRefusals,
  valuesFromApplication,
} from '@/features/admissions/form/steps'
import { summarySections } from '@/features/admissions/form/summary'
import {
  choiceNames,
  choiceProblems,
  facultiesFor,
  majorsFor,
  type ProgrammeChoices,
} from '@/features/admissions/form/programme-choice'

const TODAY = new Date('2026-11-23T00:00:00Z')
const personal: FormValues = {
  gender: 'male',
  birthPlace: ' Bandung ',
  birthDate: '2007-09-01',
  nik: '3273 0141 0907 0001',
  religion: 'Katolik',
  address: 'Jl. Dago 10',
  heightCm: '171',
}
const education: FormValues = {
  education: 'sma',
  schoolName: 'SMA Negeri 3 Bandung',
  graduationYear: '2025',
  parentName: 'Budi',
  parentPhone: '+62 812-3456-7890',
  colourBlind: 'tidak',
  hasSkck: 'ya',
  healthDeclaration: 'ya',
}

describe('step 1: data diri', () => {
  it('maps posted strings: trimmed text, digits-only NIK, a midnight-UTC birth date, a number height', () => {
    expect(parseStep(1, personal, TODAY)).toEqual({
      ok: true,
      data: {
        personal: {
          gender: 'male',
          birthPlace: 'Bandung',
          birthDate: '2007-09-01T00:00:00.000Z',
          nik: '3273014109070001',
          religion: 'Katolik',
          address: 'Jl. Dago 10',
          heightCm: 171,
        },
      },
    })
  })

  it('gives one Indonesian message per wrong field', () => {
    const result = parseStep(
      1,
      {
        ...personal,
        gender: 'x',
        birthPlace: '  ',
        nik: '32730141',
        religion: '',
        heightCm: '1,7',
        birthDate: '2030-01-01',
      },
      TODAY,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        gender: 'Pilih jenis kelamin.',
        birthPlace: 'Tempat lahir wajib diisi.',
        birthDate: 'Tanggal lahir harus di masa lalu.',
        nik: 'NIK harus 16 digit angka, sesuai KTP atau Kartu Keluarga.',
        religion: 'Pilih agama.',
        heightCm: 'Isi tinggi badan dalam sentimeter, angka bulat antara 100 dan 250.',
      },
    })
  })

  it('refuses a day that is not in the calendar and a missing field', () => {
    const { address: _omit, ...withoutAddress } = personal
    expect(parseStep(1, { ...withoutAddress, birthDate: '2007-02-29' }, TODAY)).toEqual({
      ok: false,
      errors: { birthDate: 'Tanggal lahir tidak ada di kalender.', address: 'Alamat wajib diisi.' },
    })
  })
})

describe('step 2: pendidikan dan persyaratan', () => {
  it('turns the yes/no answers into booleans', () => {
    const result = parseStep(2, education, TODAY)
    expect(result).toEqual({
      ok: true,
      data: {
        personal: {
          education: 'sma',
          schoolName: 'SMA Negeri 3 Bandung',
          graduationYear: 2025,
          parentName: 'Budi',
          parentPhone: '+62 812-3456-7890',
          guardianConsent: null,
          colourBlind: false,
          hasSkck: true,
          healthDeclaration: true,
        },
      },
    })
    const minor = parseStep(2, { ...education, guardianConsent: 'ya' }, TODAY)
    expect(minor.ok && minor.data.personal?.guardianConsent).toBe(true)
  })

  it('asks for every declaration and a plausible year and phone', () => {
    const result = parseStep(
      2,
      {
        ...education,
        colourBlind: '',
        hasSkck: 'mungkin',
        graduationYear: '2031',
        parentPhone: '0812',
      },
      TODAY,
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual({
      graduationYear: 'Isi tahun lulus antara 1980 dan 2027.',
      parentPhone: 'Nomor HP harus terdiri dari 9–15 angka, misalnya 0812 3456 7890.',
      colourBlind: 'Jawab apakah Anda buta warna: ya atau tidak.',
      hasSkck: 'Jawab apakah Anda memiliki SKCK: ya atau tidak.',
    })
  })
})

describe('step 3 and the programme cascade', () => {
  const choices: ProgrammeChoices = {
    categories: [
      { id: '1', name: 'Program Sarjana' },
      { id: '2', name: 'Program Diploma' },
      { id: '3', name: 'Tanpa prodi' },
    ],
    faculties: [
      { id: '10', name: 'Teknik' },
      { id: '11', name: 'Bisnis' },
    ],
    majors: [
      { id: '100', name: 'Informatika', degree: 'S1', facultyId: '10', categoryId: '1' },
      { id: '101', name: 'Manajemen', degree: 'S1', facultyId: '11', categoryId: '1' },
      { id: '102', name: 'Teknik Mesin', degree: 'D3', facultyId: '10', categoryId: '2' },
    ],
  }

  it('offers only the faculties and majors of the choice above', () => {
    expect(facultiesFor(choices, '2').map((f) => f.name)).toEqual(['Teknik'])
    expect(facultiesFor(choices, '').length).toBe(0)
    expect(majorsFor(choices, '1', '11').map((m) => m.name)).toEqual(['Manajemen'])
    expect(majorsFor(choices, '1', '').length).toBe(0)
  })

  it('refuses a choice that does not fit together, naming the field', () => {
    expect(choiceProblems(choices, { category: '3', faculty: '10', major: '100' })).toEqual({
      category: 'Pilih kategori program dari daftar.',
    })
    expect(choiceProblems(choices, { category: '2', faculty: '11', major: '101' })).toEqual({
      faculty: 'Pilih fakultas yang membuka kategori program ini.',
    })
    expect(choiceProblems(choices, { category: '1', faculty: '10', major: '102' })).toEqual({
      major: 'Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.',
    })
    expect(choiceProblems(choices, { category: '1', faculty: '10', major: '100' })).toEqual({})
    expect(choiceNames(choices, { category: '1', faculty: '10', major: '100' })).toEqual({
      category: 'Program Sarjana',
      faculty: 'Teknik',
      major: 'Informatika (S1)',
    })
  })

  it('parses the ids and asks for each select', () => {
    expect(parseStep(3, { category: '1', faculty: '10', major: '100' })).toEqual({
      ok: true,
      data: { programme: { category: 1, faculty: 10, major: 100 } },
    })
    expect(parseStep(3, { category: '1', faculty: '', major: '' })).toEqual({
      ok: false,
      errors: { faculty: 'Pilih fakultas.', major: 'Pilih program studi.' },
    })
  })
})

describe('moving between steps', () => {
  it('reads the step from the URL and resumes at the stored 0-based step', () => {
    expect(parseStepParam('2')).toBe(2)
    expect(parseStepParam(['5'])).toBe(5)
    for (const bad of ['0', '6', 'dua', '', undefined, '2abc'])
      expect(parseStepParam(bad)).toBeNull()
    expect(resumeStep(0)).toBe(1)
    expect(resumeStep(2)).toBe(3)
    expect(resumeStep(99)).toBe(5)
    expect(resumeStep(null)).toBe(1)
  })

  it('knows which step holds a field', () => {
    expect(stepOfField('personal.birthDate')).toBe(1)
    expect(stepOfField('personal.hasSkck')).toBe(2)
    expect(stepOfField('programme.major')).toBe(3)
    expect(stepOfField('documents.skck')).toBe(4)
    expect(stepOfField('status')).toBe(5)
  })

  it('shows the saved application in the fields and back again', () => {
    const values = valuesFromApplication({
      personal: {
        gender: 'male',
        birthPlace: 'Bandung',
        birthDate: '2007-09-01T00:00:00.000Z',
        nik: '3273014109070001',
        religion: 'Katolik',
        address: 'Jl. Dago 10',
        heightCm: 171,
        colourBlind: false,
        hasSkck: null,
      },
      programme: { category: 1, faculty: { id: 10 } as never, major: null },
    })
    expect(values).toMatchObject({
      birthDate: '2007-09-01',
      nik: '3273014109070001',
      heightCm: '171',
      colourBlind: 'tidak',
      hasSkck: '',
      category: '1',
      faculty: '10',
      major: '',
    })
    expect(parseStep(1, values, TODAY).ok).toBe(true)
  })

  it('takes the text fields of a posted form, not React’s own entries', () => {
    const data = new FormData()
    data.set('$ACTION_ID_abc', '')
    data.set('nik', '1')
    data.set('langkah', '1')
    expect(formValues(data)).toEqual({ nik: '1', langkah: '1' })
  })
})

describe('eligibility refusals on the steps', () => {
  const rules = {
    requirements: ['gender', 'age', 'height', 'colourBlind'] as const,
    referenceDate: '2027-09-01',
    minAge: 17,
    maxAge: 23,
    minHeightCm: 160,
  }

  it('shows a 16-year-old the age rule on step 1, and nothing for unanswered fields', () => {
    const input = { gender: 'female', birthDate: '2011-03-15', heightCm: null, colourBlind: null }
    const problems = checkEligibility(input, { ...rules, requirements: [...rules.requirements] })
    expect(
      stepRefusals(1, problems, { gender: 'female', birthDate: '2011-03-15', heightCm: '' }),
    ).toEqual({
      birthDate: 'Usia Anda 16 tahun pada 1 September 2027. Syarat usia jalur ini 17–23 tahun.',
    })
    expect(stepRefusals(2, problems, { colourBlind: '' })).toEqual({})
  })
})

describe('the read-out of the form', () => {
  it('shows the birth date as an Indonesian date, the answers in words and what is missing', () => {
    const sections = summarySections(
      {
        personal: {
          gender: 'female',
          birthDate: '2007-09-01T00:00:00.000Z',
          heightCm: 165,
          education: 'smk',
          colourBlind: false,
          hasSkck: true,
        },
        documents: { photo: 7, idCard: null },
      },
      { category: 'Program Sarjana', faculty: '', major: '' },
      true,
    )
    const value = (field: string) =>
      sections.flatMap((s) => s.rows).find((r) => r.field === field)?.value
    expect(sections.map((s) => s.step)).toEqual([1, 2, 3, 4])
    expect(value('birthDate')).toBe('1 September 2007')
    expect(value('gender')).toBe('Perempuan')
    expect(value('heightCm')).toBe('165 cm')
    expect(value('education')).toBe('SMK')
    expect(value('colourBlind')).toBe('Tidak')
    expect(value('healthDeclaration')).toBe('Belum diisi')
    expect(value('faculty')).toBe('Belum diisi')
    expect(value('photo')).toBe('Sudah diunggah')
    expect(value('idCard')).toBe('Belum diunggah')
    expect(value('skck')).toBe('Belum diunggah')
    // A track without the SKCK document does not ask for it.
    expect(
      summarySections(
        { personal: {}, documents: {} },
        { category: '', faculty: '', major: '' },
        false,
      )[3]!.rows.map((r) => r.field),
    ).toEqual(['photo', 'idCard', 'diploma'])
  })
})

describe('recognising Payload validation errors', () => {
  it('by class, and by shape when the bundler gave the thrower its own copy of the class', () => {
    expect(
      isValidationError(
        new ValidationError({
          collection: 'applications',
          errors: [{ path: 'status', message: 'x' }],
        }),
      ),
    ).toBe(true)
    const copy = Object.assign(new Error('Isian berikut tidak valid: status'), {
      status: 400,
      data: { errors: [{ path: 'status', message: 'x' }] },
    })
    expect(isValidationError(copy)).toBe(true)
    expect(isValidationError(Object.assign(new Error('Forbidden'), { status: 403 }))).toBe(false)
    expect(isValidationError(null)).toBe(false)
  })
})
