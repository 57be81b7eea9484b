import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVENTORY_FILE, inventory } from '../../scripts/docs-inventory.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const committed = () => fs.readFileSync(path.join(root, INVENTORY_FILE), 'utf8')

describe('docs/generated/inventory.md', () => {
  it('is what the code holds today', () => {
    const text = (inventory(root) as Record<string, string>)[INVENTORY_FILE]
    expect(text).toBe(committed())
    for (const line of [
      '| `applications` |',
      '| `privacy-notice` |',
      '`initial`',
      '`src/seed/admin.ts`',
    ])
      expect(text).toContain(line)
  })

  it('goes stale when a collection is added without regenerating it', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-inventory-'))
    try {
      for (const dir of ['src', 'scripts'])
        fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true })
      const types = path.join(copy, 'src/payload-types.ts')
      fs.writeFileSync(
        types,
        fs
          .readFileSync(types, 'utf8')
          .replace('  collections: {\n', '  collections: {\n    rooms: Room;\n'),
      )
      const text = (inventory(copy) as Record<string, string>)[INVENTORY_FILE]
      expect(text).toContain('| `rooms` | Payload |')
      expect(text).not.toBe(committed())
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})
