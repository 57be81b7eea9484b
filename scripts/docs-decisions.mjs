// docs/decisions/README.md: the index of the architecture decision records, read from the ADR
// files themselves (number, title, status, what supersedes what), so it cannot drift from them.
// Also the rules every ADR keeps: a `Status:` line in one of three forms, a successor that
// exists, and at most MAX_WORDS words from its first section on (code blocks and tables count;
// measurements belong in docs/benchmarks.md and how-tos in docs/operations.md, linked from it).
// scripts/docs-inventory.mjs writes the index and, with `--check`, fails on a broken rule.
import fs from 'node:fs'
import path from 'node:path'

export const DECISIONS_DIR = 'docs/decisions'
export const DECISIONS_INDEX = `${DECISIONS_DIR}/README.md`
export const MAX_WORDS = 400

const STATUS = /^Status: (Accepted|Superseded by (\d{4})|Partly superseded by (\d{4}): (.+))$/m

/** Words of an ADR's body (from its first `##` heading): tokens holding a letter or a digit. */
export function bodyWords(text) {
  const start = text.search(/^## /m)
  return (start < 0 ? '' : text.slice(start)).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
    .length
}

/** One record per `NNNN-*.md` file: number, title, status and the ADR that supersedes it. */
export function decisionRecords(root) {
  return fs
    .readdirSync(path.join(root, DECISIONS_DIR))
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(root, DECISIONS_DIR, file), 'utf8')
      const status = STATUS.exec(text)
      return {
        file,
        number: file.slice(0, 4),
        title: /^# (\d{4})\. (.+)$/m.exec(text),
        status: status?.[1] ?? null,
        by: status?.[2] ?? status?.[3] ?? null,
        partly: status?.[4] ?? null,
        words: bodyWords(text),
      }
    })
}

/** Every broken rule, one line each (empty when all ADRs keep them). */
export function decisionProblems(root) {
  const records = decisionRecords(root)
  const numbers = new Set(records.map((r) => r.number))
  return records.flatMap(({ file, number, title, status, by, words }) => [
    ...(title?.[1] === number ? [] : [`${file}: the first line is not "# ${number}. <title>"`]),
    ...(status
      ? []
      : [
          `${file}: no status line ("Status: Accepted", "Status: Superseded by NNNN" or ` +
            '"Status: Partly superseded by NNNN: <what>")',
        ]),
    ...(by && !numbers.has(by) ? [`${file}: superseded by ${by}, which does not exist`] : []),
    ...(by === number ? [`${file}: superseded by itself`] : []),
    ...(words > MAX_WORDS ? [`${file}: ${words} words, more than ${MAX_WORDS}`] : []),
  ])
}

/** Wraps one list item at 100 columns, continuation lines indented under its text. */
function listItem(text) {
  const lines = ['-']
  for (const word of text.split(' ')) {
    const last = lines.length - 1
    if (`${lines[last]} ${word}`.length > 100) lines.push(`  ${word}`)
    else lines[last] = `${lines[last]} ${word}`
  }
  return lines.join('\n')
}

/** The index's text, keyed by its path. */
export function decisionIndex(root) {
  const records = decisionRecords(root)
  /** What a record supersedes: whole records, then records it replaces in part. */
  const supersedes = (number) => {
    const by = records.filter((r) => r.by === number)
    const whole = by.filter((r) => !r.partly).map((r) => r.number)
    const part = by.filter((r) => r.partly).map((r) => r.number)
    const text = [whole.join(', '), part.length ? `part of ${part.join(', ')}` : '']
    return by.length ? ` Supersedes ${text.filter(Boolean).join('; ')}.` : ''
  }
  const present = new Set(records.map((r) => r.number))
  const highest = Math.max(...records.map((r) => Number(r.number)))
  const unused = Array.from({ length: highest }, (_, i) => String(i + 1).padStart(4, '0')).filter(
    (n) => !present.has(n),
  )
  const item = (r) => {
    const status = r.partly
      ? `Partly superseded by ${r.by}: ${r.partly}`
      : (r.status ?? 'no status')
    return listItem(
      `[${r.number}](${r.file}) ${r.title?.[2] ?? r.file}. **${status}.**${supersedes(r.number)}`,
    )
  }
  const lines = [
    '<!-- Generated from the ADR files by scripts/docs-decisions.mjs; do not edit. -->',
    '# Architecture decision records',
    '',
    'Why things are the way they are. Each record is `NNNN-<what was decided>.md`: a title line',
    '`# NNNN. <title>`, one status line, a date, then Context, Decision and Consequences in at most',
    `${MAX_WORDS} words (code blocks and tables count). The measurements behind a decision are in`,
    '[docs/benchmarks.md](../benchmarks.md) and the step-by-step work in',
    '[docs/operations.md](../operations.md); the record links there.',
    '',
    'The status line has one of three forms, and this index is read from them:',
    '',
    '- `Status: Accepted`',
    '- `Status: Superseded by NNNN`',
    '- `Status: Partly superseded by NNNN: <which part>`',
    '',
    'A decision is never edited into its opposite: a new record supersedes it, and the old one',
    'says so in its status line. `npm run docs:inventory` rewrites this file; `npm run docs:check`',
    'fails when it is stale, when a record lacks its status line, names a successor that does not',
    `exist or runs over ${MAX_WORDS} words.`,
    '',
    '## Records',
    '',
    ...records.map(item),
    '',
    ...(unused.length
      ? [
          '## Numbers never used',
          '',
          ...unused.map((n) => `- ${n}: never used; the records after it keep their numbers.`),
          '',
        ]
      : []),
  ]
  return { [DECISIONS_INDEX]: lines.join('\n') }
}
