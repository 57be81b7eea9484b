import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFeederClient,
  feederFilter,
  type FeederClientOptions,
} from '@/features/feeder/client'
import { FeederError } from '@/features/feeder/errors'
import { toBiodataRecord, toRiwayatRecord, type FeederStudentInput } from '@/features/feeder/map'
import { cachedReferences } from '@/features/feeder/references'
import { httpTransport } from '@/features/feeder/transport'
import type { BiodataRecord } from '@/features/feeder/types'
import { startFeederSimulator, type FeederSimulator } from '../../scripts/lib/feeder-simulator.mjs'
import { fakeClock } from '../helpers/fake-clock'

const ACCOUNT = { username: 'operator-test', password: 'simulator-test-password' }
let sim: FeederSimulator
let clock: ReturnType<typeof fakeClock>

beforeAll(async () => {
  clock = fakeClock(1_700_000_000_000)
  sim = await startFeederSimulator({ ...ACCOUNT, now: clock.now })
})
afterAll(() => sim.close())

const client = (options: Partial<FeederClientOptions> = {}) =>
  createFeederClient({ url: sim.url, ...ACCOUNT, timeoutMs: 2_000, clock, ...options })

let serial = 0
/** A student of its own for each test: NIK and NIM are unique in the Feeder. */
function student(): FeederStudentInput {
  serial++
  return {
    fullName: `Mahasiswa Uji ${serial}`,
    gender: 'male',
    birthPlace: 'Bandung',
    birthDate: '2008-01-02',
    nik: `32730100000${String(serial).padStart(5, '0')}`,
    religion: 'Islam',
    region: { city: 'Kota Bandung', district: 'Kec. Coblong', village: 'Dago' },
    motherName: 'Ibu Uji',
    nim: `2026${String(serial).padStart(6, '0')}`,
    track: 'reguler',
    financing: 'self',
    programme: { name: 'Sistem Informasi', degree: 'S1' },
    entryYear: 2026,
    registeredOn: '2026-08-01',
    entryFee: 2_000_000,
  }
}

async function biodataOf(input: FeederStudentInput, feeder = client()) {
  const refs = await cachedReferences(feeder, { clock }).get()
  const mapped = toBiodataRecord(input, refs)
  if (!mapped.ok) throw new Error(mapped.problems.join(' '))
  return { record: mapped.record, refs }
}

const acts = (from: number) =>
  sim
    .log()
    .slice(from)
    .map((entry) => entry.act)

describe('Feeder client against the simulator', () => {
  it('reports a new student: biodata, then the registration, both readable back', async () => {
    const feeder = client()
    const input = student()
    const { record, refs } = await biodataOf(input, feeder)
    const biodata = await feeder.insertBiodataMahasiswa(record)
    expect(biodata.kind).toBe('confirmed')
    if (biodata.kind !== 'confirmed') return
    const riwayat = toRiwayatRecord(input, refs, biodata.data.id_mahasiswa)
    if (!riwayat.ok) throw new Error(riwayat.problems.join(' '))
    const registered = await feeder.insertRiwayatPendidikanMahasiswa(riwayat.record)
    expect(registered.kind).toBe('confirmed')
    const [row] = await feeder.getListRiwayatPendidikanMahasiswa({
      filter: feederFilter('nim', input.nim),
    })
    expect(row).toMatchObject({
      id_mahasiswa: biodata.data.id_mahasiswa,
      id_periode_masuk: '20261',
    })
  })

  it('renews an expired token once and repeats the call once', async () => {
    const feeder = client()
    await feeder.getAgama()
    sim.expireTokens()
    const from = sim.log().length
    expect((await feeder.getAgama()).map((a) => a.nama_agama)).toContain('Katholik')
    expect(acts(from)).toEqual(['GetAgama', 'GetToken', 'GetAgama'])
  })

  it('passes the Feeder’s own error_desc of a refused insert to the caller', async () => {
    const { record } = await biodataOf(student())
    const outcome = await client().insertBiodataMahasiswa({ ...record, nama_ibu_kandung: '' })
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: 'refused',
      errorDesc: 'nama_ibu_kandung tidak boleh kosong',
    })
  })

  it('reports a duplicate NIK as refused, with the Feeder’s text', async () => {
    const feeder = client()
    const { record } = await biodataOf(student(), feeder)
    expect((await feeder.insertBiodataMahasiswa(record)).kind).toBe('confirmed')
    const again = await feeder.insertBiodataMahasiswa(record)
    expect(again).toMatchObject({ kind: 'failed', reason: 'refused' })
    expect(again.kind === 'failed' && again.errorDesc).toBe(
      `Data mahasiswa dengan NIK ${record.nik} sudah ada`,
    )
  })

  it('reports a timeout after sending as unknown; a read by NIK then finds the stored student', async () => {
    const feeder = client({ timeoutMs: 300 })
    const { record } = await biodataOf(student(), feeder)
    const before = sim.log().length
    sim.hangNext()
    const outcome = await feeder.insertBiodataMahasiswa(record)
    expect(outcome.kind).toBe('unknown')
    // Not sent again on its own: one insert reached the Feeder.
    expect(acts(before)).toEqual(['InsertBiodataMahasiswa'])
    const found = await feeder.getListMahasiswa({ filter: feederFilter('nik', record.nik) })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ nama_mahasiswa: record.nama_mahasiswa, nik: record.nik })
  })

  it('reports an insert whose login got no answer as not sent, never as unknown', async () => {
    const { record } = await biodataOf(student())
    const feeder = client({ timeoutMs: 300 })
    const before = sim.log().length
    sim.hangNext()
    const outcome = await feeder.insertBiodataMahasiswa(record)
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'unreachable' })
    expect(acts(before)).toEqual(['GetToken'])
    // The next call logs in afresh and goes through.
    expect((await feeder.insertBiodataMahasiswa(record)).kind).toBe('confirmed')
  })

  it('reports a Feeder that cannot be reached as unreachable (nothing was sent)', async () => {
    const closed = await startFeederSimulator(ACCOUNT)
    const url = closed.url
    await closed.close()
    const feeder = createFeederClient({ url, ...ACCOUNT, timeoutMs: 2_000, clock })
    const outcome = await feeder.insertBiodataMahasiswa({ nik: '1' } as BiodataRecord)
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'unreachable' })
  })

  it('opens the circuit after consecutive 5xx answers and fails fast until the cool-down ends', async () => {
    const feeder = client({ breaker: { threshold: 3, coolDownMs: 30_000 } })
    await feeder.getToken()
    sim.failNext(3)
    for (let i = 0; i < 3; i++) {
      await expect(feeder.getAgama()).rejects.toMatchObject({ kind: 'unknown' })
    }
    const before = sim.log().length
    const fast = await feeder.getAgama().catch((error: unknown) => error)
    expect(fast).toBeInstanceOf(FeederError)
    expect(fast).toMatchObject({ kind: 'unreachable' })
    expect(sim.log().length).toBe(before)
    clock.advance(30_000)
    expect((await feeder.getAgama()).length).toBeGreaterThan(0)
    expect(feeder.breakerState()).toBe('closed')
  })

  it('keeps to 120 requests a minute and one at a time', async () => {
    let inFlight = 0
    let most = 0
    const feeder = client({
      transport: async (...args) => {
        inFlight++
        most = Math.max(most, inFlight)
        try {
          return await httpTransport(...args)
        } finally {
          inFlight--
        }
      },
    })
    const from = sim.log().length
    await Promise.all(Array.from({ length: 250 }, () => feeder.getSemester({ limit: 1 })))
    const times = sim
      .log()
      .slice(from)
      .map((entry) => entry.at)
    expect(times).toHaveLength(251) // and GetToken
    const busiest = Math.max(
      ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length),
    )
    expect(busiest).toBe(120)
    expect(most).toBe(1)
  })
})
