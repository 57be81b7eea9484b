import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { Applications } from '@/collections/Applications'
import { NO_APPLICATION } from '@/features/admissions/application/messages'
import { canTransition, canUploadProof, STATUSES } from '@/features/admissions/application/status'
import {
  BIRTH_DATE_MESSAGES,
  birthDateProblem,
  birthDayOf,
  GENDER_OPTIONS,
  HEIGHT_CM,
  HEIGHT_MESSAGES,
  isHeightCm,
  NO,
  storedBirthDate,
  YES,
  YES_NO_OPTIONS,
  yesNoValue,
} from '@/features/admissions/form/field-rules'
import { FIELD_LABELS } from '@/features/admissions/form/fields'
import { answerSchemas, parseStep } from '@/features/admissions/form/steps'
import { REQUIREMENT_FIELDS, REQUIREMENTS } from '@/features/admissions/tracks/eligibility'
import {
  DOCUMENT_KINDS,
  DOCUMENT_SLOTS,
  FILE_FIELDS,
  isImageOnlyKind,
  slotLabel,
  slotOfKind,
  UPLOAD_KIND_LABELS,
  UPLOAD_KIND_OPTIONS,
  UPLOAD_KINDS,
} from '@/features/admissions/uploads/kinds'
import { UPLOAD_MESSAGES, uploadLockedMessage } from '@/features/admissions/uploads/rules'

const TODAY = new Date('2026-06-01T00:00:00Z')

/** A field of the Applications collection by its path ("personal.heightCm"). */
function applicationField(path: string): Field & { validate?: (value: unknown) => true | string } {
  const find = (fields: Field[], names: string[]): Field | undefined => {
    for (const field of fields) {
      if ('name' in field && field.name === names[0]) {
        return names.length === 1
          ? field
          : find('fields' in field ? field.fields : [], names.slice(1))
      }
      if (!('name' in field) && 'fields' in field) {
        const inner = find(field.fields, names)
        if (inner) return inner
      }
    }
    return undefined
  }
  const field = find(Applications.fields, path.split('.'))
  if (!field) throw new Error(`no field ${path}`)
  return field as never
}

describe('One vocabulary for the admissions: upload kinds, slots and labels', () => {
  it('names each kind once, with its label', () => {
    expect(UPLOAD_KINDS).toEqual([
      'payment_proof',
      'photo',
      'id_card',
      'diploma',
      'skck',
      'final_diploma',
    ])
    expect(UPLOAD_KIND_LABELS).toEqual({
      payment_proof: 'Bukti pembayaran',
      photo: 'Pas foto',
      id_card: 'KTP / Kartu Keluarga',
      diploma: 'Ijazah / Surat Keterangan Lulus',
      skck: 'SKCK',
      final_diploma: 'Ijazah akhir',
    })
    expect(UPLOAD_KIND_OPTIONS.map((o) => o.label)).toEqual(Object.values(UPLOAD_KIND_LABELS))
  })

  it('ties each document slot of the application to its kind, and back', () => {
    expect(DOCUMENT_SLOTS).toEqual(['photo', 'idCard', 'diploma', 'skck'])
    expect(DOCUMENT_KINDS).toEqual({
      photo: 'photo',
      idCard: 'id_card',
      diploma: 'diploma',
      skck: 'skck',
    })
    for (const slot of DOCUMENT_SLOTS) expect(slotOfKind(DOCUMENT_KINDS[slot])).toBe(slot)
    const documents = ['documents.photo', 'documents.idCard', 'documents.diploma', 'documents.skck']
    expect(FILE_FIELDS).toEqual(['paymentProof', ...documents])
    expect(UPLOAD_KINDS.filter(isImageOnlyKind)).toEqual(['photo'])
  })

  it('gives the form, the collection and the upload fields the same label for a document', () => {
    for (const slot of DOCUMENT_SLOTS) {
      expect(FIELD_LABELS[slot]).toBe(slotLabel(slot))
      expect(applicationField(`documents.${slot}`)).toMatchObject({ label: slotLabel(slot) })
    }
  })
})

describe('One vocabulary for the admissions: field rules', () => {
  it('takes a height of 100–250 whole centimetres, with one message', () => {
    expect(HEIGHT_CM).toEqual({ min: 100, max: 250 })
    expect(HEIGHT_MESSAGES.range).toBe(
      'Isi tinggi badan dalam sentimeter, angka bulat antara 100 dan 250.',
    )
    expect([100, 165, 250].every(isHeightCm)).toBe(true)
    expect([99, 251, 165.5, '165', null].some(isHeightCm)).toBe(false)
    const height = answerSchemas(TODAY).heightCm
    expect(height.safeParse('99').error?.issues[0]?.message).toBe(HEIGHT_MESSAGES.range)
    expect(height.safeParse('').error?.issues[0]?.message).toBe(HEIGHT_MESSAGES.required)
    const validate = applicationField('personal.heightCm').validate!
    const range = HEIGHT_MESSAGES.range
    expect([validate(165), validate(null), validate(99), validate(300)]).toEqual([
      true,
      true,
      range,
      range,
    ])
  })

  it('posts yes/no answers as "ya"/"tidak" and stores booleans', () => {
    expect([YES, NO]).toEqual(['ya', 'tidak'])
    expect(YES_NO_OPTIONS).toEqual([
      { label: 'Ya', value: 'ya' },
      { label: 'Tidak', value: 'tidak' },
    ])
    expect([yesNoValue(true), yesNoValue(false), yesNoValue(null)]).toEqual(['ya', 'tidak', ''])
    expect(answerSchemas(TODAY).hasSkck.parse('tidak')).toBe(false)
    expect(GENDER_OPTIONS.map((o) => o.value)).toEqual(['male', 'female'])
  })

  it('takes a birth date that is a real past day since 1900, in the form, the check and the collection', () => {
    expect(birthDateProblem('2007-09-01', TODAY)).toBeNull()
    expect(birthDateProblem('', TODAY)).toBe(BIRTH_DATE_MESSAGES.required)
    expect(birthDateProblem('1/9/2007', TODAY)).toBe(BIRTH_DATE_MESSAGES.format)
    expect(birthDateProblem('2007-02-30', TODAY)).toBe(BIRTH_DATE_MESSAGES.notInCalendar)
    expect(birthDateProblem('2030-01-01', TODAY)).toBe(BIRTH_DATE_MESSAGES.notPast)
    expect(birthDateProblem('1899-12-31', TODAY)).toBe(BIRTH_DATE_MESSAGES.notPast)
    const parsed = answerSchemas(TODAY).birthDate.safeParse('2007-02-30')
    expect(parsed.error?.issues[0]?.message).toBe(BIRTH_DATE_MESSAGES.notInCalendar)
    expect(storedBirthDate('2007-09-01')).toBe('2007-09-01T00:00:00.000Z')
    expect(birthDayOf('2007-09-01T00:00:00.000Z')).toBe('2007-09-01')
    const validate = applicationField('personal.birthDate').validate!
    expect([
      validate('2007-09-01T00:00:00.000Z'),
      validate(null),
      validate('3000-01-01T00:00:00.000Z'),
    ]).toEqual([true, true, BIRTH_DATE_MESSAGES.notPast])
  })

  it('gives the multi-step form the same messages as the requirements check', () => {
    const parsed = parseStep(1, { heightCm: '300', birthDate: '2007-02-30' }, TODAY)
    const errors = { heightCm: HEIGHT_MESSAGES.range, birthDate: BIRTH_DATE_MESSAGES.notInCalendar }
    expect(parsed).toMatchObject({ ok: false, errors })
  })

  it('checks each requirement against one answer of the application', () => {
    expect(Object.keys(REQUIREMENT_FIELDS)).toEqual([...REQUIREMENTS])
    expect(Object.values(REQUIREMENT_FIELDS)).toEqual([
      'gender',
      'birthDate',
      'education',
      'heightCm',
      'colourBlind',
      'hasSkck',
      'healthDeclaration',
    ])
  })
})

describe('One vocabulary for the admissions: rules and messages', () => {
  it('takes a payment proof exactly while the applicant may move to "proof uploaded"', () => {
    expect(STATUSES.filter(canUploadProof)).toEqual([
      'registered',
      'proof_uploaded',
      'payment_rejected',
    ])
    for (const status of STATUSES) {
      expect(canUploadProof(status)).toBe(canTransition(status, 'proof_uploaded', 'applicant'))
      const expected = canUploadProof(status) ? null : UPLOAD_MESSAGES.proofLocked
      expect(uploadLockedMessage('payment_proof', status)).toBe(expected)
    }
  })

  it('says the same sentence wherever there is no application yet', () => {
    expect(NO_APPLICATION).toBe('Pilih jalur pendaftaran terlebih dahulu.')
    expect(UPLOAD_MESSAGES.noApplication).toBe(NO_APPLICATION)
  })
})
