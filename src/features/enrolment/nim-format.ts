/**
 * The NIM pattern staff write in the admissions settings, read as runs of one letter:
 *
 * - `TT` or `YY`: the intake year, two digits (`TTTT`/`YYYY`: four);
 * - `F…`: the faculty's NIM code, `P…`: the programme's, `J…`: the track's (jalur), each
 *   zero-padded on the left to the run's length;
 * - `S`: the semester of the intake (1 odd, 2 even);
 * - `X…` or `N…`: the sequence number within the programme and intake, zero-padded.
 *
 * Digits, `.`, `-` and `/` are kept as written; spaces only make the pattern readable and are
 * left out of the NIM (`YY FF PP NNN` numbers like `YYFFPPNNN`), because a NIM is typed and
 * sent to the Feeder as one word. Pure, so the settings, the generator and the tests share it.
 */
export type NimParts = {
  year: number
  facultyCode: string
  programmeCode: string
  trackCode: string
  semester: string
  sequence: number
}

type Token =
  | { kind: 'literal'; text: string }
  | { kind: 'year' | 'faculty' | 'programme' | 'track' | 'semester' | 'sequence'; width: number }

const KINDS: Record<string, Exclude<Token['kind'], 'literal'>> = {
  T: 'year',
  Y: 'year',
  F: 'faculty',
  P: 'programme',
  J: 'track',
  S: 'semester',
  X: 'sequence',
  N: 'sequence',
}

const CODE_NAMES = {
  faculty: 'Kode NIM fakultas',
  programme: 'Kode NIM program studi',
  track: 'Kode NIM jalur',
  semester: 'Kode semester',
} as const

/** A pattern or a value that cannot make a NIM; its message is for staff, in Indonesian. */
export class NimFormatError extends Error {}

export function parseNimPattern(pattern: string): Token[] {
  const tokens: Token[] = []
  const runs = pattern.replace(/\s+/g, '').match(/([A-Za-z])\1*|[^A-Za-z]/g) ?? []
  for (const run of runs) {
    const kind = KINDS[run[0]!]
    if (/^[0-9./-]$/.test(run)) tokens.push({ kind: 'literal', text: run })
    else if (!kind) throw new NimFormatError(`Pola NIM memuat "${run}" yang tidak dikenal.`)
    else tokens.push({ kind, width: run.length })
  }
  const has = (kind: Token['kind']) => tokens.filter((t) => t.kind === kind).length
  const year = tokens.find((t) => t.kind === 'year')
  if (has('year') !== 1 || (year && 'width' in year && ![2, 4].includes(year.width)))
    throw new NimFormatError('Pola NIM harus memuat tahun angkatan satu kali: TT, YY atau YYYY.')
  if (has('programme') !== 1)
    throw new NimFormatError('Pola NIM harus memuat kode program studi satu kali (PP).')
  if (has('sequence') !== 1)
    throw new NimFormatError('Pola NIM harus memuat nomor urut satu kali (XXX atau NNN).')
  const semester = tokens.find((t) => t.kind === 'semester')
  if (semester && 'width' in semester && semester.width !== 1)
    throw new NimFormatError('Semester dalam pola NIM ditulis satu huruf S.')
  return tokens
}

/** The problem of a pattern as staff wrote it, or null: the settings field's check. */
export function nimPatternProblem(pattern: unknown): string | null {
  if (typeof pattern !== 'string' || pattern.trim() === '') return 'Pola NIM wajib diisi.'
  try {
    parseNimPattern(pattern)
    return null
  } catch (error) {
    if (error instanceof NimFormatError) return error.message
    throw error
  }
}

function code(name: keyof typeof CODE_NAMES, value: string, width: number): string {
  if (!/^\d+$/.test(value))
    throw new NimFormatError(`${CODE_NAMES[name]} belum diisi atau bukan angka ("${value}").`)
  if (value.length > width)
    throw new NimFormatError(
      `${CODE_NAMES[name]} "${value}" lebih panjang dari ${width} digit pada pola NIM.`,
    )
  return value.padStart(width, '0')
}

export function formatNim(pattern: string, parts: NimParts): string {
  return parseNimPattern(pattern)
    .map((token) => {
      switch (token.kind) {
        case 'literal':
          return token.text
        case 'year':
          return String(parts.year).padStart(4, '0').slice(-token.width)
        case 'faculty':
          return code('faculty', parts.facultyCode, token.width)
        case 'programme':
          return code('programme', parts.programmeCode, token.width)
        case 'track':
          return code('track', parts.trackCode, token.width)
        case 'semester':
          return code('semester', parts.semester, 1)
        case 'sequence':
          if (!Number.isSafeInteger(parts.sequence) || parts.sequence < 1)
            throw new NimFormatError(`Nomor urut NIM tidak sah (${parts.sequence}).`)
          if (String(parts.sequence).length > token.width)
            throw new NimFormatError(
              `Nomor urut NIM habis: pola ini memberi ${10 ** token.width - 1} nomor per program ` +
                'studi dan angkatan. Perpanjang nomor urut pada pola NIM (mis. XXXX).',
            )
          return String(parts.sequence).padStart(token.width, '0')
      }
    })
    .join('')
}

/** The intake year of an admissions period such as "2027/2028" (its first year). */
export function intakeYearOf(period: string | null | undefined, now = new Date()): number {
  const year = Number(/^\s*(\d{4})/.exec(period ?? '')?.[1])
  return Number.isInteger(year) && year > 0 ? year : now.getFullYear()
}

/** The Feeder's semester code of an intake: the year and 1 (odd) or 2 (even), e.g. "20271". */
export const intakeCodeOf = (year: number, semester: string) => `${year}${semester}`
