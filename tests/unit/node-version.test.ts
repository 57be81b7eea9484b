import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
const nvmrc = fs.readFileSync('.nvmrc', 'utf8').trim()

describe('the Node.js the project brings', () => {
  it('runs the tests: process.version is the one in .nvmrc, package.json engines and the node devDependency', () => {
    console.log(`Node.js ${process.version} (${process.execPath})`)
    expect(process.version).toBe(`v${nvmrc}`)
    expect(pkg.devDependencies.node).toBe(nvmrc)
    expect(pkg.engines.node).toBe(`^${nvmrc}`)
  })

  it('is an even-numbered release line, i.e. one that becomes LTS', () => {
    expect(Number(nvmrc.split('.')[0]) % 2).toBe(0)
  })
})
