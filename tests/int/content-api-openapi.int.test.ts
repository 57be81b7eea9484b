import { Validator } from '@seriousme/openapi-schema-validator'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it, vi } from 'vitest'
import { pickTemplate } from '@/features/content-api/path'
import { operationFor, routeFor } from '../helpers/content-api'
import { SPEC_GET_CALLS, SPEC_WRITE_CALLS } from '../helpers/spec-calls'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// The contract document itself: valid OpenAPI 3.1, complete (every §7 call), and served.
const concrete = (path: string) =>
  path
    .replace('{newsSlug}', 'contoh-berita')
    .replace('{newsId}', '1')
    .replace('{careerSlug}', 'contoh-lowongan')

describe('/api/openapi.json', () => {
  it('is served as JSON and validates as OpenAPI 3.1', async () => {
    const { GET } = await import('@/app/api/openapi.json/route')
    const response = GET()
    expect(response.status).toBe(200)
    const doc = await response.json()
    const validator = new Validator()
    const result = await validator.validate(doc)
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes every call of §7, reads and writes', async () => {
    const missing: string[] = []
    for (const path of SPEC_GET_CALLS)
      if (!(await operationFor(concrete(path), 'get'))) missing.push(`GET ${path}`)
    for (const [method, path] of SPEC_WRITE_CALLS)
      if (!(await operationFor(path, method))) missing.push(`${method.toUpperCase()} ${path}`)
    expect(missing).toEqual([])
  })

  it('routes every documented path to its call or its route file (none falls to the JSON 404)', async () => {
    const { openApiDocument } = await import('@/features/content-api/openapi')
    const { CONTENT_CALLS } = await import('@/features/content-api/registry')
    const reads = CONTENT_CALLS.map((call) => call.path)
    const doc = openApiDocument() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; schema?: { example?: unknown; default?: unknown } }[] }
        >
      >
    }
    const unrouted: string[] = []
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        let path = template
        for (const p of op.parameters ?? [])
          path = path.replace(
            `{${p.name}}`,
            encodeURIComponent(String(p.schema?.example ?? p.schema?.default ?? 'x')),
          )
        if (method === 'get' && reads.includes(template)) {
          // Read calls share the one route, which picks the call by its path template.
          const picked = pickTemplate(reads, path)
          if (picked !== template) unrouted.push(`GET ${template} → ${picked ?? 'tidak ada'}`)
          continue
        }
        const route = await routeFor(`/api${path}`, method)
        if (!route || route.file.includes('[...rest]') || !route.handles)
          unrouted.push(`${method.toUpperCase()} ${template} → ${route?.file ?? 'tidak ada'}`)
      }
    }
    expect(unrouted).toEqual([])
  })

  it("passes Redocly's recommended lint with no error, as an API consumer checks it", async () => {
    const { openApiDocument } = await import('@/features/content-api/openapi')
    const problems = await lintFromString({
      source: JSON.stringify(openApiDocument()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    })
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`)
    expect(errors).toEqual([])
  })
})
