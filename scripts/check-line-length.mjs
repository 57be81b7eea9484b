#!/usr/bin/env node
// npm run lint, last step: no line over 120 characters in any tracked text file (code, Markdown,
// .ci/run, CSS, SVG, …) except the generated ones. ESLint's max-len covers code too but lets any
// line holding a URL through; here only a line that is nothing but a URL may run over (a link cut
// in two cannot be followed). Prints file:line for each line over and exits 1.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const MAX = 120
// Written by Payload and npm, or served as they are (as in .prettierignore).
const GENERATED = [
  'src/payload-types.ts',
  'src/app/(payload)/admin/importMap.js',
  'src/migrations/',
  'package-lock.json',
  'public/',
]
const ONLY_A_URL = /^\s*(\/\/|#|\*|-)?\s*<?https?:\/\/\S+$/

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !GENERATED.some((prefix) => file.startsWith(prefix)))

const over = []
for (const file of files) {
  if (!fs.existsSync(file)) continue // deleted in the work tree
  const bytes = fs.readFileSync(file)
  if (bytes.includes(0)) continue // binary
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      if ([...line].length > MAX && !ONLY_A_URL.test(line)) over.push(`${file}:${i + 1}`)
    })
}

if (over.length) {
  console.error(`Baris lebih dari ${MAX} karakter:\n${over.join('\n')}`)
  process.exit(1)
}
