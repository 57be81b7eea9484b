#!/usr/bin/env node
// npm run lint: no line over 120 characters in any tracked text file (code, Markdown,
// .ci/run, CSS, SVG, …) except the generated ones. ESLint's max-len covers code too but lets any
// line holding a URL through; here only a line that is nothing but a URL may run over (a link cut
// in two cannot be followed). Prints file:line for each line over and exits 1.
import { trackedTextFiles } from './lib/tracked-text.mjs'

const MAX = 120
const ONLY_A_URL = /^\s*(\/\/|#|\*|-)?\s*<?https?:\/\/\S+$/

const over = []
for (const { file, lines } of trackedTextFiles()) {
  lines.forEach((line, i) => {
    if ([...line].length > MAX && !ONLY_A_URL.test(line)) over.push(`${file}:${i + 1}`)
  })
}

if (over.length) {
  console.error(`Baris lebih dari ${MAX} karakter:\n${over.join('\n')}`)
  process.exit(1)
}
