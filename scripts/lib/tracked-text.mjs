// The tracked text files the lint checks read: every file git tracks, except those written by
// Payload and npm or served as they are (as in .prettierignore), deleted or binary ones.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const GENERATED = [
  'src/payload-types.ts',
  'src/app/(payload)/admin/importMap.js',
  'src/migrations/',
  'package-lock.json',
  'public/',
]

/** Each tracked, hand-written text file with its lines. */
export function trackedTextFiles() {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !GENERATED.some((prefix) => file.startsWith(prefix)))
    .filter((file) => fs.existsSync(file)) // deleted in the work tree
    .map((file) => ({ file, bytes: fs.readFileSync(file) }))
    .filter(({ bytes }) => !bytes.includes(0)) // binary
    .map(({ file, bytes }) => ({ file, lines: bytes.toString('utf8').split('\n') }))
}
