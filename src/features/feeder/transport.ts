import http from 'node:http'
import https from 'node:https'

/**
 * One POST to the Feeder that knows whether the request left: a failure before the body was
 * written (`sent: false`) may be retried, one after it (`sent: true`) may have been stored.
 * node:http rather than fetch, because fetch's abort does not say which of the two happened.
 */
export type TransportAnswer = { status: number; body: string }

export class TransportError extends Error {
  constructor(
    message: string,
    readonly sent: boolean,
    readonly timedOut = false,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

export type Transport = (url: string, body: string, timeoutMs: number) => Promise<TransportAnswer>

export const httpTransport: Transport = (url, body, timeoutMs) =>
  new Promise((resolve, reject) => {
    const target = new URL(url)
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        accept: 'application/json',
      },
    })
    let sent = false
    const timer = setTimeout(() => {
      request.destroy(new TransportError(`tidak ada jawaban dalam ${timeoutMs} ms`, sent, true))
    }, timeoutMs)
    request.on('finish', () => {
      sent = true
    })
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error instanceof TransportError ? error : new TransportError(error.message, sent))
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', (error) => {
        clearTimeout(timer)
        reject(new TransportError(error.message, true))
      })
      response.on('end', () => {
        clearTimeout(timer)
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
      })
    })
    request.end(body)
  })
