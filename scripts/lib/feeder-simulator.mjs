// A local stand-in for PDDikti's Neo Feeder web service, for development and tests: the one POST
// endpoint (/ws/sandbox2.php and /ws/live2.php) that src/features/feeder/client.ts calls, with its
// body `{ act, token, filter, order, limit, offset, record }` and its answer
// `{ error_code, error_desc, data }`, reference lists (scripts/lib/feeder-simulator-data.mjs),
// students kept in memory, and faults on demand. It listens on loopback; any caller may log in
// with the configured account.
//
//   import { startFeederSimulator } from './lib/feeder-simulator.mjs'
//   const sim = await startFeederSimulator({ username: 'op', password: 'secret' })
//   // the app: FEEDER_URL=sim.url FEEDER_USERNAME=op FEEDER_PASSWORD=secret
//   sim.hangNext()           // the next call is carried out, its answer never comes
//   await sim.close()
//
// Faults (also POST /_simulator/<name> with a JSON body):
//   failNext(n)        the next n calls answer HTTP 500 and change nothing
//   hangNext(ms?)      the next call is carried out (an insert is stored) and answered after ms,
//                      or never (until close) without ms: an answer lost after the Feeder acted
//   expireTokens()     every token handed out so far is refused as expired
// A second InsertBiodataMahasiswa with a known NIK, or InsertRiwayatPendidikanMahasiswa with a
// known NIM, is refused as a duplicate. `log()` lists every call (act and the simulator's clock).
import crypto from 'node:crypto'
import http from 'node:http'
import * as data from './feeder-simulator-data.mjs'

// The sandbox's token error is 100; the other codes are the simulator's own (see the README).
export const TOKEN_ERROR = 100
export const UNKNOWN_ACT = 104
export const VALIDATION_ERROR = 1100
export const DUPLICATE_ERROR = 200

const ok = (payload) => ({ error_code: 0, error_desc: '', data: payload })
const fail = (code, desc) => ({ error_code: code, error_desc: desc, data: [] })

/** `a='x' and b='y'` (the Feeder's filter, the subset Kampus sends) as field/value pairs. */
export function parseFilter(filter) {
  const text = String(filter ?? '').trim()
  if (!text) return []
  return text.split(/\s+and\s+/i).map((part) => {
    const m = /^\s*(\w+)\s*=\s*'((?:[^']|'')*)'\s*$/.exec(part)
    if (!m) throw new Error(`filter tidak dikenali: ${part}`)
    return [m[1], m[2].replaceAll("''", "'")]
  })
}

const matches = (row, pairs) =>
  pairs.every(([field, value]) => String(row[field] ?? '').trim() === value.trim())

/**
 * @param {{
 *   port?: number, host?: string, username: string, password: string,
 *   tokenTtlMs?: number, now?: () => number,
 * }} options
 */
export async function startFeederSimulator({
  port = 0,
  host = '127.0.0.1',
  username,
  password,
  tokenTtlMs = 60 * 60_000,
  now = () => Date.now(),
}) {
  if (!username || !password)
    throw new Error('feeder simulator: username and password are required')
  /** @type {Map<string, number>} token → expiry on the simulator's clock */
  const tokens = new Map()
  const students = []
  const registrations = []
  const log = []
  let failures = 0
  /** @type {{ ms?: number } | null} */
  let hang = null
  const hanging = new Set()

  function list(rows, body) {
    let pairs
    try {
      pairs = parseFilter(body.filter)
    } catch (error) {
      return fail(VALIDATION_ERROR, error.message)
    }
    const offset = Math.max(0, Number(body.offset ?? 0) || 0)
    const limit = Number(body.limit ?? 0) || Infinity
    return ok(rows.filter((row) => matches(row, pairs)).slice(offset, offset + limit))
  }

  function firstMissing(act, record) {
    return data.REQUIRED[act].find((field) => {
      const value = record?.[field]
      return value === undefined || value === null || String(value).trim() === ''
    })
  }

  const known = (rows, field, value) =>
    rows.some((r) => String(r[field]).trim() === String(value).trim())

  function insertBiodata(record) {
    const missing = firstMissing('InsertBiodataMahasiswa', record)
    if (missing) return fail(VALIDATION_ERROR, `${missing} tidak boleh kosong`)
    if (!/^\d{16}$/.test(String(record.nik)))
      return fail(VALIDATION_ERROR, 'NIK harus 16 digit angka')
    if (!['L', 'P', '*'].includes(record.jenis_kelamin)) {
      return fail(VALIDATION_ERROR, 'jenis_kelamin harus L, P atau *')
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(record.tanggal_lahir))) {
      return fail(VALIDATION_ERROR, 'tanggal_lahir harus berformat yyyy-mm-dd')
    }
    if (!known(data.AGAMA, 'id_agama', record.id_agama)) {
      return fail(VALIDATION_ERROR, 'id_agama tidak ditemukan di referensi agama')
    }
    const wilayah = data.WILAYAH.find(
      (w) => w.id_wilayah.trim() === String(record.id_wilayah).trim(),
    )
    if (!wilayah) return fail(VALIDATION_ERROR, 'id_wilayah tidak ditemukan di referensi wilayah')
    if (students.some((s) => s.nik === String(record.nik))) {
      return fail(DUPLICATE_ERROR, `Data mahasiswa dengan NIK ${record.nik} sudah ada`)
    }
    const student = { ...record, nik: String(record.nik), id_mahasiswa: crypto.randomUUID() }
    students.push(student)
    return ok({ id_mahasiswa: student.id_mahasiswa })
  }

  function insertRiwayat(record) {
    const missing = firstMissing('InsertRiwayatPendidikanMahasiswa', record)
    if (missing) return fail(VALIDATION_ERROR, `${missing} tidak boleh kosong`)
    if (!students.some((s) => s.id_mahasiswa === record.id_mahasiswa)) {
      return fail(VALIDATION_ERROR, 'id_mahasiswa tidak ditemukan')
    }
    const checks = [
      [data.JENIS_PENDAFTARAN, 'id_jenis_daftar'],
      [data.SEMESTER, 'id_semester', 'id_periode_masuk'],
      [data.PRODI, 'id_prodi'],
    ]
    for (const [rows, field, recordField = field] of checks) {
      if (!known(rows, field, record[recordField])) {
        return fail(VALIDATION_ERROR, `${recordField} tidak ditemukan di referensi`)
      }
    }
    if (
      record.id_jalur_daftar !== undefined &&
      !known(data.JALUR_MASUK, 'id_jalur_masuk', record.id_jalur_daftar)
    ) {
      return fail(VALIDATION_ERROR, 'id_jalur_daftar tidak ditemukan di referensi')
    }
    if (record.id_perguruan_tinggi !== data.PROFIL_PT.id_perguruan_tinggi) {
      return fail(VALIDATION_ERROR, 'id_perguruan_tinggi bukan perguruan tinggi Anda')
    }
    if (registrations.some((r) => r.nim === String(record.nim))) {
      return fail(DUPLICATE_ERROR, `NIM ${record.nim} sudah terdaftar`)
    }
    const registration = {
      ...record,
      nim: String(record.nim),
      id_registrasi_mahasiswa: crypto.randomUUID(),
    }
    registrations.push(registration)
    return ok({ id_registrasi_mahasiswa: registration.id_registrasi_mahasiswa })
  }

  /** Students as GetListMahasiswa lists them: biodata with their latest registration, if any. */
  const listedStudents = () =>
    students.map((s) => {
      const reg = registrations.findLast((r) => r.id_mahasiswa === s.id_mahasiswa)
      return {
        ...s,
        nim: reg?.nim ?? null,
        id_registrasi_mahasiswa: reg?.id_registrasi_mahasiswa ?? null,
      }
    })

  const REFERENCES = {
    GetProfilPT: () => [data.PROFIL_PT],
    GetAgama: () => data.AGAMA,
    GetWilayah: () => data.WILAYAH,
    GetJenisPendaftaran: () => data.JENIS_PENDAFTARAN,
    GetJalurMasuk: () => data.JALUR_MASUK,
    GetPembiayaan: () => data.PEMBIAYAAN,
    GetProdi: () => data.PRODI,
    GetSemester: () => data.SEMESTER,
    GetJenjangPendidikan: () => data.JENJANG_PENDIDIKAN,
    GetPekerjaan: () => data.PEKERJAAN,
    GetPenghasilan: () => data.PENGHASILAN,
    GetKebutuhanKhusus: () => data.KEBUTUHAN_KHUSUS,
    GetListMahasiswa: listedStudents,
    GetListRiwayatPendidikanMahasiswa: () => registrations,
  }

  function act(body) {
    if (body.act === 'GetToken') {
      if (body.username !== username || body.password !== password) {
        return fail(103, 'Username atau password salah')
      }
      const token = crypto.randomBytes(24).toString('hex')
      tokens.set(token, now() + tokenTtlMs)
      return ok({ token })
    }
    const expiry = tokens.get(body.token)
    if (expiry === undefined || expiry <= now()) {
      return fail(TOKEN_ERROR, 'Invalid token. Token sudah expired, silakan GetToken ulang')
    }
    if (body.act === 'GetDictionary') {
      const fields = data.REQUIRED[body.fungsi]
      if (!fields) return fail(UNKNOWN_ACT, `Fungsi ${body.fungsi} tidak ditemukan`)
      return ok(Object.fromEntries(fields.map((f) => [f, { required: true }])))
    }
    if (body.act === 'InsertBiodataMahasiswa') return insertBiodata(body.record)
    if (body.act === 'InsertRiwayatPendidikanMahasiswa') return insertRiwayat(body.record)
    const rows = REFERENCES[body.act]
    if (!rows) return fail(UNKNOWN_ACT, `Fungsi ${body.act} tidak ditemukan`)
    return list(rows(), body)
  }

  async function control(path, body) {
    if (path === '/_simulator/fail-next') failures += Math.max(1, Number(body?.count ?? 1))
    else if (path === '/_simulator/hang-next') hang = { ms: body?.ms }
    else if (path === '/_simulator/expire-tokens') for (const t of tokens.keys()) tokens.set(t, 0)
    else if (path === '/_simulator/students') return [200, { students, registrations }]
    else if (path === '/_simulator/log') return [200, { log }]
    else return [404, { error: 'unknown simulator endpoint' }]
    return [200, { ok: true }]
  }

  const server = http.createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const url = new URL(request.url ?? '/', 'http://simulator')
    let body
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    } catch {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(fail(VALIDATION_ERROR, 'Format JSON tidak valid')))
      return
    }
    const send = (status, answer) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    }
    if (url.pathname.startsWith('/_simulator/')) {
      const [status, answer] = await control(url.pathname, body)
      send(status, answer)
      return
    }
    if (request.method !== 'POST' || !/^\/ws\/(sandbox2|live2)\.php$/.test(url.pathname)) {
      send(404, { error: 'not found' })
      return
    }
    log.push({ at: now(), act: String(body.act ?? '') })
    if (failures > 0) {
      failures--
      send(500, { error: 'Internal Server Error' })
      return
    }
    const answer = act(body)
    if (hang) {
      const { ms } = hang
      hang = null
      if (ms === undefined) {
        hanging.add(response)
        return
      }
      setTimeout(() => send(200, answer), ms)
      return
    }
    // The real service answers refusals with HTTP 200 too: only error_code tells.
    send(200, answer)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const base = `http://${host}:${server.address().port}`

  return {
    url: `${base}/ws/sandbox2.php`,
    baseUrl: base,
    failNext: (count = 1) => {
      failures += count
    },
    hangNext: (ms) => {
      hang = { ms }
    },
    expireTokens: () => {
      for (const t of tokens.keys()) tokens.set(t, 0)
    },
    students: () => listedStudents(),
    registrations: () => registrations.map((r) => ({ ...r })),
    log: () => log.map((entry) => ({ ...entry })),
    close: () =>
      new Promise((resolve) => {
        hanging.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
