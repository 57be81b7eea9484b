import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The docs that describe the code must name what it has: every collection and global (ours and
// Payload's own, as src/payload-types.ts lists them) in src/collections/README.md, every seed
// piece in scripts/README.md, every migration in src/migrations/README.md and every file that
// bypasses access rules, with the reason, in src/access/README.md. Adding one without saying
// what it is fails here (docs/generated/inventory.md only lists them).

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** The keys of one block (`collections: {`, `globals: {`) of the generated `Config` interface. */
function configKeys(block: 'collections' | 'globals'): string[] {
  const types = read('src/payload-types.ts')
  const config = types.slice(types.indexOf('export interface Config {'))
  const start = config.indexOf(`\n  ${block}: {\n`)
  const body = config.slice(start, config.indexOf('\n  };', start))
  return [...body.matchAll(/^ {4}'?([a-z0-9-]+)'?:/gm)].map((m) => m[1]!)
}

/** The names of the `pieces` object in src/seed/index.ts, in their order. */
function seedPieces(): string[] {
  const source = read('src/seed/index.ts')
  const start = source.indexOf('const pieces = {')
  const body = source.slice(start, source.indexOf('\n}', start))
  return [...body.matchAll(/^ {2}(?:'([^']+)'|([a-z]+)):/gm)].map((m) => (m[1] ?? m[2])!)
}

/** Migration names without their timestamp, from both folders. */
function migrations(): string[] {
  const names = ['sqlite', 'postgres'].flatMap((kind) =>
    fs
      .readdirSync(path.join(root, 'src/migrations', kind))
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .map((f) => f.replace(/^\d{8}_\d{6}_/, '').replace(/\.ts$/, '')),
  )
  return [...new Set(names)]
}

const SKIP = /(^|\/)(node_modules|migrations)(\/|$)|^src\/payload-types\.ts$/

/** Source files under src and scripts that contain `overrideAccess: true`. */
function overridingFiles(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`
      if (SKIP.test(file)) continue
      if (entry.isDirectory()) walk(file)
      else if (
        /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) &&
        /overrideAccess:\s*true/.test(read(file))
      ) {
        found.push(file)
      }
    }
  }
  walk('src')
  walk('scripts')
  return found.sort()
}

const missing = (docs: string | string[], names: string[], shown: (name: string) => string) => {
  const text = [docs].flat().map(read).join('\n')
  return names.filter((name) => !text.includes(shown(name)))
}

/** Where collections are described: the content model, and the domains that own the rest. */
const COLLECTION_DOCS = [
  'src/collections/README.md',
  'src/features/admissions/README.md',
  'src/features/privacy/README.md',
  'src/features/payments/README.md',
  'src/features/enrolment/README.md',
  'src/features/reregistration/README.md',
  'src/features/feeder/README.md',
]

describe('the docs beside the code', () => {
  it('names every collection, ours and Payload’s own', () => {
    const slugs = configKeys('collections')
    expect(slugs.length).toBeGreaterThan(30)
    expect(missing(COLLECTION_DOCS, slugs, (s) => `\`${s}\``)).toEqual([])
  })

  it('names every global, ours and Payload’s own', () => {
    const slugs = configKeys('globals')
    expect(slugs.length).toBeGreaterThan(9)
    expect(missing(COLLECTION_DOCS, slugs, (s) => `\`${s}\``)).toEqual([])
  })

  it('names every seed piece', () => {
    const pieces = seedPieces()
    expect(pieces.length).toBeGreaterThan(15)
    expect(missing('scripts/README.md', pieces, (p) => `\`${p}\``)).toEqual([])
  })

  it('names every migration', () => {
    const names = migrations()
    expect(names).toContain('initial')
    expect(missing('src/migrations/README.md', names, (m) => `\`${m}\``)).toEqual([])
  })

  it('names every file that overrides access, with the reason', () => {
    const files = overridingFiles()
    expect(files).toContain('src/seed/admin.ts')
    expect(missing('src/access/README.md', files, (f) => `\`${f}\``)).toEqual([])
  })
})
