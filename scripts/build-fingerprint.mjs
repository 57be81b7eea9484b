// When a build folder is current: a hash of the files a build is made from. Nothing of the
// environment counts (database, SITE_URL, APP_ENV, port, Redis): a server decides those when it
// starts (docs/decisions/0044-one-build-configured-at-start.md), so one build serves every
// deployment of the same sources, and `npm start` rebuilds only when a source changed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a build is made from, relative to the project root. */
export const BUILD_SOURCES = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
]

/**
 * The fingerprint of the sources under `root`: every file's path and contents (about 20 MB, a
 * fraction of a second). Contents, not modification times: a build copied to a server, or made
 * by CI from the same commit as a checkout elsewhere, is current there too.
 * @param {string} root
 * @param {string[]} [sources]
 */
export function buildFingerprint(root, sources = BUILD_SOURCES) {
  const hash = createHash('sha256')
  const walk = (/** @type {string} */ p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    else hash.update(`${path.relative(root, p)}:${stat.size}\n`).update(fs.readFileSync(p))
  }
  sources.forEach((source) => walk(path.join(root, source)))
  return hash.digest('hex')
}

const stampOf = (/** @type {string} */ distDir) => path.join(distDir, 'kampus/build-fingerprint')

/**
 * The build in `distDir` was made from the sources as they are now.
 * @param {string} root
 * @param {string} distDir
 */
export function isBuildCurrent(root, distDir) {
  const stamp = stampOf(distDir)
  return (
    fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === buildFingerprint(root)
  )
}

/**
 * Records that the build in `distDir` is of the current sources. Taken after the build: `next
 * build` may add its folder's types to tsconfig.json, and a stamp of the sources before that
 * would make the next start build once more.
 * @param {string} root
 * @param {string} distDir
 */
export function stampBuild(root, distDir) {
  fs.mkdirSync(path.dirname(stampOf(distDir)), { recursive: true })
  fs.writeFileSync(stampOf(distDir), buildFingerprint(root))
}
