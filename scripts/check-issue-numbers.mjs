#!/usr/bin/env node
// npm run lint: no tracked text file (code, tests, docs, scripts, README, .ci/run, …) points to
// an issue by its number. A reader of the repository cannot open the tracker, so a comment, a
// test name or a doc says what the thing is instead. Upstream bugs stay citable as owner/repo#N.
// Prints file:line for each mention and exits 1.
import { trackedTextFiles } from './lib/tracked-text.mjs'

// Built from pieces so this file's own text does not match it.
const ISSUE_NUMBER = new RegExp(['\\bissues?', '\\s+#?', '\\d'].join(''), 'i')

const found = []
for (const { file, lines } of trackedTextFiles()) {
  lines.forEach((line, i) => {
    if (ISSUE_NUMBER.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`)
  })
}

if (found.length) {
  console.error(
    'Nomor issue yang tidak bisa diikuti pembaca repositori; tulis apa yang dimaksud ' +
      `(mis. nama fiturnya atau ADR-nya), bukan nomornya:\n${found.join('\n')}`,
  )
  process.exit(1)
}
