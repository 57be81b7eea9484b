import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DECISIONS_DIR,
  DECISIONS_INDEX,
  MAX_WORDS,
  decisionIndex,
  decisionProblems,
} from '../../scripts/docs-decisions.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const committed = () => fs.readFileSync(path.join(root, DECISIONS_INDEX), 'utf8')
const index = (from: string) => (decisionIndex(from) as Record<string, string>)[DECISIONS_INDEX]

/** Runs `change` on a copy of docs/decisions and returns the problems and the index it yields. */
function withCopy(change: (dir: string) => void) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-decisions-'))
  try {
    fs.cpSync(path.join(root, DECISIONS_DIR), path.join(copy, DECISIONS_DIR), { recursive: true })
    change(path.join(copy, DECISIONS_DIR))
    return { problems: decisionProblems(copy) as string[], text: index(copy) }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** Rewrites the one ADR whose name starts with `number`. */
function edit(dir: string, number: string, rewrite: (text: string) => string) {
  const file = fs.readdirSync(dir).find((f) => f.startsWith(`${number}-`))!
  fs.writeFileSync(path.join(dir, file), rewrite(fs.readFileSync(path.join(dir, file), 'utf8')))
  return file
}

describe('docs/decisions', () => {
  it('has an index that is what the records say today', () => {
    const text = index(root)
    expect(text).toBe(committed())
    expect(text).toContain('[0023](0023-api-micro-cache.md)')
    expect(text).toContain('**Superseded by 0040.**')
    expect(text).toContain('- 0042: never used')
  })

  it('holds every record to its rules', () => {
    expect(decisionProblems(root)).toEqual([])
  })

  it('refuses a record over the word limit, code blocks and tables included', () => {
    const filler = `\n| ${Array.from({ length: MAX_WORDS }, (_, i) => `w${i}`).join(' | ')} |\n`
    const { problems } = withCopy((dir) => edit(dir, '0002', (text) => text + filler))
    expect(problems).toEqual([expect.stringMatching(/^0002-.+: \d+ words, more than 400$/)])
  })

  it('refuses a record without a status line', () => {
    const { problems } = withCopy((dir) =>
      edit(dir, '0005', (text) => text.replace(/^Status: .+\n/m, '')),
    )
    expect(problems).toEqual([expect.stringMatching(/^0005-.+: no status line/)])
  })

  it('refuses a successor that does not exist', () => {
    const { problems } = withCopy((dir) =>
      edit(dir, '0023', (text) => text.replace(/^Status: .+$/m, 'Status: Superseded by 0099')),
    )
    expect(problems).toEqual([
      expect.stringMatching(/^0023-.+: superseded by 0099, which does not exist$/),
    ])
  })

  it('goes stale when a status changes without regenerating the index', () => {
    const { problems, text } = withCopy((dir) =>
      edit(dir, '0010', (t) => t.replace(/^Status: .+$/m, 'Status: Superseded by 0044')),
    )
    expect(problems).toEqual([])
    expect(text).not.toBe(committed())
    expect(text).toContain('Supersedes 0010, 0029.')
  })
})
