import {
  APIError,
  AuthenticationError,
  FileUploadError,
  Forbidden,
  LockedAuth,
  MissingFile,
  formatErrors,
  NotFound,
  QueryError,
  UnverifiedEmail,
  ValidationError,
} from 'payload'
import { describe, expect, it } from 'vitest'
import {
  isPayloadClientError,
  isValidationError,
  payloadErrorStatus,
  keepClientErrorMessage,
  validationErrors,
  validationMessages,
} from '@/lib/payload-errors'

const fields = [
  { path: 'email', message: 'Email sudah terdaftar.' },
  { path: 'password', message: 'Kata sandi terlalu lemah.' },
  { path: 'email', message: 'Pesan kedua untuk email.' },
]

/** What a hook in another chunk throws: Payload's error from its own copy of the classes. */
const copyOf = (error: Error) => Object.assign(new Error(error.message), { ...error, name: 'e' })

describe('one reading of the errors Payload operations throw', () => {
  it.each([
    ['ValidationError', new ValidationError({ collection: 'applicants', errors: fields }), 400],
    ['QueryError', new QueryError([{ path: 'nama' }]), 400],
    ['FileUploadError', new FileUploadError(), 400],
    ['MissingFile', new MissingFile(), 400],
    ['AuthenticationError', new AuthenticationError(), 401],
    ['LockedAuth', new LockedAuth(), 401],
    ['Forbidden', new Forbidden(), 403],
    ['UnverifiedEmail', new UnverifiedEmail({ t: undefined as never }), 403],
    ['NotFound', new NotFound(), 404],
    ['APIError 429 of a hook', new APIError('Terlalu banyak percobaan.', 429, null, true), 429],
    ['APIError without a status', new APIError('gagal'), 500],
  ] as const)('%s has status %i, by class and as a copy of the class', (_, error, status) => {
    expect(payloadErrorStatus(error)).toBe(status)
    expect(payloadErrorStatus(copyOf(error))).toBe(status)
    expect(isPayloadClientError(error)).toBe(status < 500)
    expect(isPayloadClientError(copyOf(error))).toBe(status < 500)
  })

  it('gives no status to errors that are not Payload operations refusing something', () => {
    const database = Object.assign(new Error('duplicate key'), { code: '23505' })
    const withStatus = Object.assign(new Error('Forbidden'), { status: 403 }) // not marked operational
    for (const error of [
      database,
      withStatus,
      new SyntaxError('x'),
      'teks',
      null,
      undefined,
      403,
    ]) {
      expect(payloadErrorStatus(error)).toBeNull()
      expect(isPayloadClientError(error)).toBe(false)
    }
  })

  it('recognises a ValidationError by class, and by shape when the bundler gave the thrower its own copy', () => {
    const real = new ValidationError({ collection: 'applicants', errors: fields })
    expect(isValidationError(real)).toBe(true)
    expect(isValidationError(copyOf(real))).toBe(true)
    // A 400 with field messages, even without Payload's operational mark.
    const plain = Object.assign(new Error('tidak valid'), { status: 400, data: { errors: fields } })
    expect(isValidationError(plain)).toBe(true)
    const forbidden = Object.assign(new Error('x'), { status: 403 })
    for (const error of [
      new QueryError([{ path: 'nama' }]),
      new Forbidden(),
      new FileUploadError(),
      forbidden,
      null,
    ]) {
      expect(isValidationError(error)).toBe(false)
    }
  })

  it('reads the field messages in order, and by path with the first message of each', () => {
    const error = new ValidationError({ collection: 'applicants', errors: fields })
    expect(validationErrors(error)).toEqual(fields)
    expect(validationErrors(copyOf(error))).toEqual(fields)
    expect(validationMessages(error)).toEqual({
      email: 'Email sudah terdaftar.',
      password: 'Kata sandi terlalu lemah.',
    })
    // Items that are not field messages are skipped; other errors carry none.
    const items = [null, { path: 'a' }, { path: '', message: 'umum' }, { path: 'b', message: 'B' }]
    const odd = { status: 400, data: { errors: items } }
    expect(validationErrors(odd)).toEqual([
      { path: '', message: 'umum' },
      { path: 'b', message: 'B' },
    ])
    expect(validationMessages(odd)).toEqual({ b: 'B' })
    expect(validationErrors(new Forbidden())).toEqual([])
    expect(validationErrors(null)).toEqual([])
  })
})

describe('keepClientErrorMessage', () => {
  // The production build's APIError is an anonymous class: what it constructs is named ''.
  const unnamed = (message: string, status: number, isPublic?: boolean) =>
    Object.assign(new APIError(message, status, null, isPublic), { name: '' })
  const answer = (error: Error) =>
    keepClientErrorMessage({
      error,
      result: formatErrors(error as APIError),
      context: {},
      req: {} as never,
    })

  it('gives a nameless 4xx its own message back in the REST answer', () => {
    const error = unnamed('Terlalu banyak percobaan.', 429, true)
    expect(formatErrors(error).errors[0]!.message).toBe('An unknown error occurred.')
    expect(answer(error)).toEqual({
      response: { errors: [{ message: 'Terlalu banyak percobaan.' }] },
    })
    expect(answer(unnamed('Filter "x" tidak dapat dibaca.', 400))).toEqual({
      response: { errors: [{ message: 'Filter "x" tidak dapat dibaca.' }] },
    })
  })

  it("keeps a nameless ValidationError's field messages", () => {
    const fields = {
      collection: 'applications',
      errors: [{ path: 'file', message: 'Berkas harus berupa JPG.' }],
    }
    // The formatter answered as for an unknown class (a minified name): the message, no data.
    const error = Object.assign(new ValidationError(fields), { name: 'x' })
    const lost = { errors: [{ message: error.message }] }
    expect(keepClientErrorMessage({ error, result: lost, context: {}, req: {} as never })).toEqual({
      response: { errors: [{ message: error.message, data: fields }] },
    })
  })

  it('leaves server errors, errors marked not public and named errors as Payload answers them', () => {
    expect(answer(unnamed('detail basis data', 500))).toBeUndefined()
    expect(answer(unnamed('rahasia', 403, false))).toBeUndefined()
    expect(answer(new Forbidden())).toBeUndefined()
    expect(answer(new Error('boom'))).toBeUndefined()
  })
})
