import { constants, inflateSync } from 'node:zlib'
import { containsZip } from './signatures'

/**
 * Checks a PDF for what a payment proof or a scanned document never needs: scripts, launch and
 * submit actions, embedded files, encryption (which hides the rest), and another file stuck to
 * it. PDFs are stored as uploaded (there is no safe re-encoder here), so they are read closely:
 *
 * - action dictionaries live either in the file's plain structure or in compressed object
 *   streams (/ObjStm): both are searched, names decoded (/J#61vaScript is /JavaScript);
 * - every action type that runs code carries a long name (/JavaScript, /Launch, ...), which is
 *   also searched in the raw bytes, so objects hidden behind a lying stream /Length are found;
 *   short names (/JS, /XFA) are only searched outside binary data, where they cannot occur by chance.
 */
export type PdfProblem = 'broken' | 'active' | 'encrypted' | 'polyglot'

const LONG_ACTIVE = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
])
const ACTIVE = new Set([...LONG_ACTIVE, 'JS', 'XFA'])
/** Decompressed object streams of one file, at most (a deflate bomb is refused, not expanded). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024

const NAME = /\/((?:[^\s/<>[\]()%{}#]|#[0-9A-Fa-f]{2})+)/g
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(NAME)) yield decodeName(match[1] ?? '')
}

function nameProblem(text: string, active: Set<string>): PdfProblem | null {
  for (const name of namesIn(text)) {
    if (name === 'Encrypt') return 'encrypted'
    if (active.has(name)) return 'active'
  }
  return /javascript:/i.test(text) ? 'active' : null
}

type Stream = { dict: string; start: number; end: number }

/** Splits the file into its structure (everything outside stream data) and its streams. */
function splitStreams(text: string): { structure: string; streams: Stream[] } | null {
  const streams: Stream[] = []
  const pieces: string[] = []
  let cursor = 0
  const keyword = /(?<!end)stream(?:\r\n|\n|\r)/g
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end === -1) return null
    const objStart = text.lastIndexOf('obj', match.index)
    streams.push({ dict: text.slice(Math.max(objStart, cursor), match.index), start, end })
    pieces.push(text.slice(cursor, start))
    cursor = end
    keyword.lastIndex = end + 'endstream'.length
  }
  pieces.push(text.slice(cursor))
  return { structure: pieces.join(''), streams }
}

const filtersOf = (dict: string): string[] => {
  const match = /\/Filter\s*(\/[^\s/<>[\]]+|\[[^\]]*\])/.exec(dict)
  return match ? [...namesIn(match[1] ?? '')] : []
}

export function pdfProblem(buf: Buffer): PdfProblem | null {
  const text = buf.toString('latin1')
  if (!/^%PDF-[12]\.\d/.test(text)) return 'broken'
  const eof = text.lastIndexOf('%%EOF')
  if (eof === -1) return 'broken'
  // Readers stop at the last %%EOF: whatever follows is another file riding along.
  if (!/^[\s\0]*$/.test(text.slice(eof + 5))) return 'polyglot'
  if (containsZip(buf)) return 'polyglot'

  const rawProblem = nameProblem(text, LONG_ACTIVE)
  if (rawProblem === 'encrypted' || rawProblem === 'active') return rawProblem

  const split = splitStreams(text)
  if (!split) return 'broken'
  const structureProblem = nameProblem(split.structure, ACTIVE)
  if (structureProblem) return structureProblem

  let budget = MAX_INFLATED_BYTES
  for (const stream of split.streams) {
    if (!/\/Type\s*\/ObjStm/.test(stream.dict)) continue
    const filters = filtersOf(stream.dict)
    // Object streams in any other encoding cannot be looked into, so they are not accepted.
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode'))
      return 'broken'
    let content: Buffer = buf.subarray(stream.start, stream.end)
    if (filters[0] === 'FlateDecode') {
      if (budget <= 0) return 'broken'
      try {
        content = inflateSync(content, {
          maxOutputLength: budget,
          finishFlush: constants.Z_SYNC_FLUSH,
        })
      } catch {
        return 'broken'
      }
      budget -= content.length
    }
    const problem = nameProblem(content.toString('latin1'), ACTIVE)
    if (problem) return problem
  }
  return null
}
