import { createBreaker, type Breaker } from './breaker'
import { realClock, type Clock } from './clock'
import { FeederError, isTokenError } from './errors'
import { createLimiter, type Limiter } from './limiter'
import { httpTransport, TransportError, type Transport } from './transport'
import type {
  AgamaRow,
  BiodataRecord,
  FeederAnswer,
  FeederRequest,
  JalurMasukRow,
  JenisPendaftaranRow,
  JenjangPendidikanRow,
  KebutuhanKhususRow,
  MahasiswaRow,
  PembiayaanRow,
  PekerjaanRow,
  PenghasilanRow,
  ProdiRow,
  ProfilPtRow,
  RiwayatRecord,
  RiwayatRow,
  SemesterRow,
  WilayahRow,
} from './types'

export type FeederClientOptions = {
  /** The web service endpoint, e.g. http://host:3003/ws/sandbox2.php (sandbox) or …/live2.php. */
  url: string
  username: string
  password: string
  /** Per request; a request sent and not answered in time is an unknown outcome. */
  timeoutMs?: number
  /** Requests started per minute at most (one in flight at a time, always). */
  perMinute?: number
  breaker?: { threshold?: number; coolDownMs?: number }
  clock?: Clock
  transport?: Transport
}

/** What an insert came to: the caller records `unknown` and reconciles by a read, never re-sends. */
export type InsertOutcome<T> =
  | { kind: 'confirmed'; data: T }
  | {
      kind: 'failed'
      reason: 'refused' | 'unreachable'
      message: string
      errorCode?: number
      errorDesc?: string
    }
  | { kind: 'unknown'; message: string }

/** A read's list parameters: filter is the Feeder's own SQL-like text, e.g. `nik='3273…'`. */
export type ListQuery = { filter?: string; order?: string; limit?: number; offset?: number }

export type FeederClient = ReturnType<typeof createFeederClient>

/** `filter` text for one field, quotes doubled so a value cannot end the string early. */
export const feederFilter = (field: string, value: string) =>
  `${field}='${value.replaceAll("'", "''")}'`

export function createFeederClient(options: FeederClientOptions) {
  const {
    url,
    username,
    password,
    timeoutMs = 20_000,
    perMinute = 120,
    clock = realClock,
    transport = httpTransport,
  } = options
  const limiter: Limiter = createLimiter({ perWindow: perMinute, windowMs: 60_000, clock })
  const breaker: Breaker = createBreaker({ ...options.breaker, clock })
  let token: Promise<string> | null = null

  /** One HTTP request through the queue and the breaker; answers the parsed body or throws. */
  function send<T>(request: FeederRequest): Promise<FeederAnswer<T>> {
    const act = request.act
    return limiter.run(async () => {
      if (!breaker.allow()) {
        const wait = `coba lagi dalam ${Math.ceil(breaker.retryInMs() / 1000)} detik`
        throw new FeederError(
          'unreachable',
          `${act} tidak dikirim: Feeder diistirahatkan (${wait})`,
          {
            act,
          },
        )
      }
      let answer
      try {
        answer = await transport(url, JSON.stringify(request), timeoutMs)
      } catch (error) {
        breaker.failure()
        const sent = error instanceof TransportError ? error.sent : true
        const why = (error as Error).message
        const message = sent
          ? `${act} terkirim, jawabannya tidak ada (${why})`
          : `${act} tidak terkirim (${why})`
        throw new FeederError(sent ? 'unknown' : 'unreachable', message, { act })
      }
      if (answer.status >= 500) {
        breaker.failure()
        throw new FeederError('unknown', `${act}: Feeder menjawab HTTP ${answer.status}`, {
          act,
          status: answer.status,
        })
      }
      let parsed: FeederAnswer<T>
      try {
        parsed = JSON.parse(answer.body) as FeederAnswer<T>
        if (parsed === null || typeof parsed !== 'object' || !('error_code' in parsed))
          throw new Error()
      } catch {
        breaker.failure()
        throw new FeederError('unknown', `${act}: jawaban Feeder bukan JSON yang dikenal`, {
          act,
          status: answer.status,
        })
      }
      breaker.success()
      return parsed
    })
  }

  function refused(act: string, answer: FeederAnswer) {
    const errorCode = Number(answer.error_code)
    return new FeederError('refused', answer.error_desc || `${act}: error_code ${errorCode}`, {
      act,
      errorCode,
      errorDesc: answer.error_desc,
    })
  }

  async function fetchToken() {
    const answer = await send<{ token: string }>({ act: 'GetToken', username, password })
    if (Number(answer.error_code) !== 0 || !answer.data?.token) throw refused('GetToken', answer)
    return answer.data.token
  }

  function currentToken() {
    if (!token) {
      const pending = fetchToken()
      token = pending
      // A failed login is not kept: the next call asks again.
      pending.catch(() => {
        if (token === pending) token = null
      })
    }
    return token
  }

  /** The login's failure is the action's as "not sent": an unknown GetToken stored nothing. */
  async function tokenFor(act: string, pending: Promise<string>) {
    try {
      return await pending
    } catch (error) {
      if (!(error instanceof FeederError) || error.kind !== 'unknown') throw error
      throw new FeederError('unreachable', `${act} tidak dikirim: ${error.message}`, { act })
    }
  }

  /** One action with the cached token; a token error renews it once and retries once. */
  async function call<T>(
    act: string,
    params: Omit<FeederRequest, 'act' | 'token'> = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const used = currentToken()
      const answer = await send<T>({ act, token: await tokenFor(act, used), ...params })
      const code = Number(answer.error_code)
      if (code === 0) return answer.data
      if (attempt === 0 && isTokenError(code, answer.error_desc ?? '')) {
        if (token === used) token = null
        continue
      }
      throw refused(act, answer)
    }
  }

  async function insert<T>(act: string, record: object): Promise<InsertOutcome<T>> {
    try {
      return { kind: 'confirmed', data: await call<T>(act, { record: { ...record } }) }
    } catch (error) {
      if (!(error instanceof FeederError)) throw error
      if (error.kind === 'unknown') return { kind: 'unknown', message: error.message }
      return {
        kind: 'failed',
        reason: error.kind,
        message: error.message,
        errorCode: error.details.errorCode,
        errorDesc: error.details.errorDesc,
      }
    }
  }

  const list =
    <T>(act: string) =>
    (query: ListQuery = {}) =>
      call<T[]>(act, query)

  return {
    /** Logs in now (otherwise the first call does); answers the token. */
    getToken: () => currentToken(),
    call,
    getDictionary: (fungsi: string) => call<Record<string, unknown>>('GetDictionary', { fungsi }),
    getProfilPT: list<ProfilPtRow>('GetProfilPT'),
    getAgama: list<AgamaRow>('GetAgama'),
    getWilayah: list<WilayahRow>('GetWilayah'),
    getJenisPendaftaran: list<JenisPendaftaranRow>('GetJenisPendaftaran'),
    getJalurMasuk: list<JalurMasukRow>('GetJalurMasuk'),
    getPembiayaan: list<PembiayaanRow>('GetPembiayaan'),
    getProdi: list<ProdiRow>('GetProdi'),
    getSemester: list<SemesterRow>('GetSemester'),
    getJenjangPendidikan: list<JenjangPendidikanRow>('GetJenjangPendidikan'),
    getPekerjaan: list<PekerjaanRow>('GetPekerjaan'),
    getPenghasilan: list<PenghasilanRow>('GetPenghasilan'),
    getKebutuhanKhusus: list<KebutuhanKhususRow>('GetKebutuhanKhusus'),
    getListMahasiswa: list<MahasiswaRow>('GetListMahasiswa'),
    getListRiwayatPendidikanMahasiswa: list<RiwayatRow>('GetListRiwayatPendidikanMahasiswa'),
    insertBiodataMahasiswa: (record: BiodataRecord) =>
      insert<{ id_mahasiswa: string }>('InsertBiodataMahasiswa', record),
    insertRiwayatPendidikanMahasiswa: (record: RiwayatRecord) =>
      insert<{ id_registrasi_mahasiswa: string }>('InsertRiwayatPendidikanMahasiswa', record),
    breakerState: () => breaker.state(),
  }
}
