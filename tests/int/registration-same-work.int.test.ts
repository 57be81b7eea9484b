import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { registerApplicant } from '@/features/admissions/auth/register'
import { parseForm, registerSchema } from '@/features/admissions/auth/schemas'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { waitForMail } from '../helpers/mailbox'
import { createApplicant, freshPayload } from '../helpers/payload'

/*
 * Registration must not tell by its answer time whether an email has an account. Timing it would
 * be flaky, so this counts the expensive work instead: the password policy (zxcvbn, up to half a
 * second on a random password) and PBKDF2 (600 000 iterations), on both paths.
 */
const policy = vi.hoisted(() => ({ calls: 0 }))
vi.mock('@/features/accounts/password-policy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/accounts/password-policy')>()
  return {
    ...actual,
    passwordProblem: (...args: Parameters<typeof actual.passwordProblem>) => {
      policy.calls++
      return actual.passwordProblem(...args)
    },
  }
})

let payload: Payload
let sink: { close: () => Promise<void> } | undefined
let consentVersion: string
let lastIp = 10
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mail-same-work-'))

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  const port = await freePort()
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  payload = await freshPayload()
  consentVersion = String((await readPrivacyNotice(payload)).version)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
})

const registration = (email: string) => {
  const password = 'Xq7!mZ2#pL9@wK'
  const parsed = parseForm(registerSchema, {
    fullName: 'Sama Beratnya',
    email,
    whatsapp: '0812-3456-7890',
    password,
    passwordConfirm: password,
    consent: 'on',
    consentVersion,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.data
}

/** The policy checks and the PBKDF2 runs of one registration, after its form was parsed. */
async function workOf(email: string) {
  const input = registration(email)
  const hashing = vi.spyOn(crypto, 'pbkdf2')
  policy.calls = 0
  const result = await registerApplicant(
    payload,
    input,
    new Headers({ 'x-forwarded-for': `198.51.100.${++lastIp}` }),
  )
  const work = { result, policyChecks: policy.calls, hashings: hashing.mock.calls.length }
  hashing.mockRestore()
  return work
}

it('registers a known email with the same work as a new one, and mails that account instead', async () => {
  await createApplicant(payload, 'sudah-terdaftar@contoh.id')
  const fresh = await workOf('belum-terdaftar@contoh.id')
  const known = await workOf('sudah-terdaftar@contoh.id')
  expect(fresh.result).toEqual({ ok: true, email: 'belum-terdaftar@contoh.id' })
  expect(known.result).toEqual({ ok: true, email: 'sudah-terdaftar@contoh.id' })
  expect(fresh.hashings).toBe(1)
  expect(fresh.policyChecks).toBeGreaterThan(0)
  expect({ policy: known.policyChecks, hashings: known.hashings }).toEqual({
    policy: fresh.policyChecks,
    hashings: fresh.hashings,
  })
  await waitForMail(mailDir, 'sudah-terdaftar@contoh.id', /sudah memiliki akun/)
})
