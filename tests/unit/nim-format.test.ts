import { describe, expect, it } from 'vitest'
import {
  formatNim,
  intakeCodeOf,
  intakeYearOf,
  NimFormatError,
  nimPatternProblem,
  type NimParts,
} from '@/features/enrolment/nim-format'

const parts: NimParts = {
  year: 2027,
  facultyCode: '1',
  programmeCode: '11',
  trackCode: '2',
  semester: '1',
  sequence: 7,
}

describe('NIM pattern', () => {
  it('numbers TTFFPPJSXXX with a two-digit year, padded codes and sequence', () => {
    expect(formatNim('TTFFPPJSXXX', parts)).toBe('27011121007')
  })

  it('leaves the spaces of "YY FF PP NNN" out of the NIM', () => {
    expect(formatNim('YY FF PP NNN', parts)).toBe('270111007')
    expect(formatNim('YYYY.PP-NNNN', parts)).toBe('2027.11-0007')
  })

  it('pads the sequence to its run and refuses one that no longer fits', () => {
    expect(formatNim('TTPPXXX', { ...parts, sequence: 999 })).toBe('2711999')
    expect(() => formatNim('TTPPXXX', { ...parts, sequence: 1000 })).toThrow(
      /Nomor urut NIM habis: pola ini memberi 999 nomor/,
    )
  })

  it('refuses a code longer than its run, or a missing one', () => {
    expect(() => formatNim('TTFFPPXXX', { ...parts, programmeCode: '123' })).toThrow(
      'Kode NIM program studi "123" lebih panjang dari 2 digit pada pola NIM.',
    )
    expect(() => formatNim('TTFFPPXXX', { ...parts, facultyCode: '' })).toThrow(NimFormatError)
  })

  it('names what a pattern lacks or holds unknown', () => {
    expect(nimPatternProblem('TTFFPPJSXXX')).toBeNull()
    expect(nimPatternProblem('YY FF PP NNN')).toBeNull()
    expect(nimPatternProblem('FFPPXXX')).toMatch(/tahun angkatan/)
    expect(nimPatternProblem('TTTPPXXX')).toMatch(/tahun angkatan/)
    expect(nimPatternProblem('TTFFXXX')).toMatch(/kode program studi/)
    expect(nimPatternProblem('TTPP')).toMatch(/nomor urut/)
    expect(nimPatternProblem('TTPPXXXNN')).toMatch(/nomor urut/)
    expect(nimPatternProblem('TTPPQXXX')).toBe('Pola NIM memuat "Q" yang tidak dikenal.')
    expect(nimPatternProblem('TTPPSSXXX')).toMatch(/satu huruf S/)
    expect(nimPatternProblem('  ')).toBe('Pola NIM wajib diisi.')
  })

  it('takes the intake from the admissions period and the semester', () => {
    expect(intakeYearOf('2027/2028')).toBe(2027)
    expect(intakeYearOf('', new Date('2030-05-01'))).toBe(2030)
    expect(intakeCodeOf(2027, '2')).toBe('20272')
  })
})
