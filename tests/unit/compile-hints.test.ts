import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, withCompileHint } from '@/lib/compile-hints'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-compile-hints-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function file(relative: string, content = 'x') {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
  fs.writeFileSync(path.join(dir, relative), content)
}
const read = (relative: string) => fs.readFileSync(path.join(dir, relative), 'utf8')

describe('browser chunks compiled while they stream in', () => {
  it('puts the hint on the first line, once', () => {
    const chunk = '(globalThis.TURBOPACK||[]).push([1,e=>{}])\n//# sourceMappingURL=a.js.map'
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`)
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk))
  })

  it("marks every script of the build's chunk folder and nothing else", async () => {
    file('static/chunks/app-1a2b.js', 'self.a=1')
    file('static/chunks/nested/page-3c4d.js', 'self.b=2')
    file('static/chunks/site-5e6f.css', 'body{color:#102f80}')
    file('static/chunks/app-1a2b.js.map', '{"version":3}')
    file('static/media/font.js', 'not a chunk')
    file('server/app/page.js', 'module.exports = {}')

    expect(await addCompileHints(dir)).toBe(2)
    expect(read('static/chunks/app-1a2b.js')).toBe(`${COMPILE_HINT}self.a=1`)
    expect(read('static/chunks/nested/page-3c4d.js')).toBe(`${COMPILE_HINT}self.b=2`)
    expect(read('static/chunks/site-5e6f.css')).toBe('body{color:#102f80}')
    expect(read('static/chunks/app-1a2b.js.map')).toBe('{"version":3}')
    expect(read('static/media/font.js')).toBe('not a chunk')
    expect(read('server/app/page.js')).toBe('module.exports = {}')
    // A second pass (a build resumed in the same folder) changes nothing.
    expect(await addCompileHints(dir)).toBe(0)
    expect(read('static/chunks/app-1a2b.js')).toBe(`${COMPILE_HINT}self.a=1`)
  })

  it('leaves a folder without chunks alone', async () => {
    expect(await addCompileHints(path.join(dir, 'no-build'))).toBe(0)
  })
})
