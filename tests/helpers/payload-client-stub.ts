import type { Payload } from 'payload'

// `@/lib/payload` in integration tests that call route handlers: the test's own Payload instance.
let current: Payload | undefined

export const setPayloadClient = (payload: Payload) => {
  current = payload
}

export const getPayloadClient = async () => {
  if (!current) throw new Error('setPayloadClient(payload) belum dipanggil di beforeAll.')
  return current
}
