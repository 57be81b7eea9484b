#!/usr/bin/env node
// `npm run fuzz` (run by .ci/run after the production smoke): fast-check generates requests from
// the OpenAPI document (/api/openapi.json) and for Payload's REST API of every collection and
// global, ordinary values and hostile ones, and sends them one after another for FUZZ_SECONDS
// (default 120). Any 5xx (or no answer) fails the run; it prints what it sent and found: the count
// per call, the status histogram and each failing request.
//
// Target: FUZZ_BASE_URL (a running server; staff account from FUZZ_STAFF_EMAIL and
// FUZZ_STAFF_PASSWORD), or by default a production start of its own on the existing production
// build (scripts/lib/production-server.mjs, FUZZ_PORT default 3360, SMOKE_DIST_DIR default
// .next). FUZZ_SEED repeats a run: the same seed sends the same requests in order.
// Run through `npm run fuzz`, whose larger header limit lets fetch read a redirect that repeats a
// very long query string (Node's client stops at 16 kB; browsers do not).
import fc from 'fast-check'
import { generate } from 'otplib'
import { cmsRequest, callRequest, callsOf } from './lib/fuzz/requests.mjs'
import { clip, createTally } from './lib/fuzz/tally.mjs'
import { PRODUCTION_ADMIN, startProductionServer } from './lib/production-server.mjs'

const seconds = Number(process.env.FUZZ_SECONDS || 120)
// With FUZZ_SEED, a run of FUZZ_REQUESTS requests is the same run on any machine (time bounds it too).
const runs = Number(process.env.FUZZ_REQUESTS || 0) || Number.MAX_SAFE_INTEGER
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31
const started = Date.now()
console.log(`fuzz: mulai ${new Date(started).toISOString()}, ${seconds} s, FUZZ_SEED=${seed}`)

let server
let base = process.env.FUZZ_BASE_URL?.replace(/\/$/, '')
let staff = { email: process.env.FUZZ_STAFF_EMAIL, password: process.env.FUZZ_STAFF_PASSWORD }
if (!base) {
  console.log(
    'fuzz: menyalakan server produksi (membangun hanya bila kode berubah sejak build terakhir)',
  )
  try {
    server = await startProductionServer({
      port: Number(process.env.FUZZ_PORT || 3360),
      distDir: process.env.SMOKE_DIST_DIR || '.next',
      echo: false,
    })
  } catch (error) {
    console.log(`fuzz: GAGAL ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  base = server.base
  staff = PRODUCTION_ADMIN
  console.log(`fuzz: server produksi siap setelah ${Math.round((Date.now() - started) / 1000)} s`)
}

/** A staff session for the requests marked `staff` (Payload reads a JWT from this header too). */
async function staffHeaders() {
  if (!staff.email || !staff.password)
    throw new Error('FUZZ_STAFF_EMAIL dan FUZZ_STAFF_PASSWORD wajib bersama FUZZ_BASE_URL')
  const login = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  // `__Host-kampus-token` in production, `payload-token` elsewhere (src/lib/session-cookie-name.ts).
  const cookie = login.headers.getSetCookie().find((c) => /^[\w-]+-token=/.test(c)) ?? ''
  const token = /^[\w-]+-token=([^;]+)/.exec(cookie)?.[1]
  if (!token) throw new Error(`login staf gagal: ${login.status} ${await login.text()}`)
  const headers = { Authorization: `JWT ${token}` }
  await passSecondStep(base, headers)
  return headers
}

/**
 * A fresh production admin has no second factor and its session reaches no staff data (ADR 0041):
 * it enrols an authenticator app, as /admin/mfa does, which verifies this session. An account that
 * already has a factor keeps a pending session: its requests are then refused, which is fine here.
 */
async function passSecondStep(base, headers) {
  const mfa = (step, body = {}) =>
    fetch(`${base}/api/cms/users/mfa/${step}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const setup = await mfa('totp/setup')
  if (!setup.ok) return void (await setup.arrayBuffer())
  const { secret } = await setup.json()
  const confirmed = await mfa('totp/confirm', { code: await generate({ secret }) })
  await confirmed.arrayBuffer()
}

function bodyOf(/** @type {import('./lib/fuzz/requests.mjs').Body | undefined} */ body) {
  if (!body) return {}
  if (body.type === 'json')
    return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.value) }
  if (body.type === 'text')
    return { headers: { 'content-type': body.contentType }, body: body.text }
  if (body.type === 'form')
    return { body: new URLSearchParams(/** @type {[string, string][]} */ (body.fields)) }
  const form = new FormData()
  for (const [name, value] of body.fields)
    if (typeof value === 'string') form.append(name, value)
    else
      form.append(name, new Blob([new Uint8Array(value.size)], { type: 'image/png' }), value.file)
  return { body: form }
}

let fatal
const tally = createTally()
try {
  const asStaff = await staffHeaders()
  const doc = await (await fetch(`${base}/api/openapi.json`)).json()
  const access = await (await fetch(`${base}/api/cms/access`, { headers: asStaff })).json()
  // A collection without REST routes (Payload's `endpoints: false`: its migrations) answers 501
  // to everything by design; it is left out, and said so.
  const collections = []
  for (const slug of Object.keys(access.collections ?? {})) {
    const probe = await fetch(`${base}/api/cms/${slug}?limit=1&depth=0`, { headers: asStaff })
    await probe.arrayBuffer()
    if (probe.status === 501) console.log(`fuzz: ${slug} tanpa rute REST (501), dilewati`)
    else collections.push(slug)
  }
  const globals = Object.keys(access.globals ?? {})
  const calls = callsOf(doc)
  if (!calls.length || !collections.length) throw new Error('tidak ada panggilan untuk diuji')
  console.log(
    `fuzz: ${calls.length} panggilan OpenAPI, ${collections.length} koleksi dan ` +
      `${globals.length} global Payload di ${base}`,
  )
  const requests = fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...calls.map(callRequest)) },
    { weight: 3, arbitrary: cmsRequest('/api/cms', collections, globals) },
  )
  let progress = Date.now()
  const property = fc.asyncProperty(requests, async (request) => {
    const { headers = {}, body } = bodyOf(request.body)
    let status = 0
    let answer = ''
    try {
      const response = await fetch(base + request.path, {
        method: request.method,
        headers: { ...headers, ...(request.staff ? asStaff : {}) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      status = response.status
      answer = await response.text()
    } catch (error) {
      answer = String(/** @type {Error} */ (error)?.cause ?? error)
    }
    tally.record(request, status, clip(answer, 2000))
    if (Date.now() - progress > 20_000) {
      progress = Date.now()
      console.log(`fuzz: ${tally.total} permintaan, ${tally.failures.length} gagal`)
    }
    return true
  })
  const details = await fc.check(property, {
    seed,
    numRuns: runs,
    interruptAfterTimeLimit: seconds * 1000,
    markInterruptAsFailure: false,
  })
  if (details.failed && details.errorInstance) throw details.errorInstance
  // The server must still answer after the run.
  const after = await fetch(`${base}/api/navbar`)
  if (after.status !== 200) throw new Error(`server tidak sehat setelah fuzz: ${after.status}`)
} catch (error) {
  fatal = error
}

for (const line of tally.summary(Number(process.env.FUZZ_SHOW || 25))) console.log(line)
if (fatal) console.log(`fuzz: GAGAL ${fatal instanceof Error ? fatal.message : fatal}`)
if (server && (fatal || tally.failures.length))
  console.log(`\nkeluaran server (akhir):\n${server.output().slice(-6000)}`)
server?.stop()
console.log(
  `\nfuzz: ${tally.total} permintaan, ${tally.failures.length} gagal (5xx), ` +
    `${Math.round((Date.now() - started) / 1000)} s, FUZZ_SEED=${seed}`,
)
process.exit(fatal || tally.failures.length ? 1 : 0)
