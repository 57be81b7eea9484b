import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { receiveNotification } from '@/features/payments/notifications'
import { startPaymentSimulator } from '../../scripts/lib/payment-simulator.mjs'

/*
 * The Midtrans and Xendit simulators, notifying the app's notification handler (as the route
 * handler calls it) on a port of its own; the app's env pointed at them. Every answer the handler
 * gave is kept, in order.
 */

export const MIDTRANS_KEY = 'SB-Mid-server-uji-kunci-rahasia'
export const XENDIT_TOKEN = 'xendit-token-uji-rahasia'

export type NotificationAnswerLog = { provider: string; status: number; message: string }[]

export async function startSimulatedProviders(payloadOf: () => Payload) {
  const answers: NotificationAnswerLog = []
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const provider = (request.url ?? '').split('/').pop() ?? ''
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value)
      const body = Buffer.concat(chunks).toString('utf8')
      void receiveNotification(payloadOf(), provider, body, headers)
        .then((answer) => {
          answers.push({ provider, ...answer })
          response.writeHead(answer.status, { 'Content-Type': 'application/json' })
          response.end(JSON.stringify({ meta: answer, data: null }))
        })
        .catch((error: Error) => {
          response.writeHead(500)
          response.end(error.message)
        })
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  const simulator = await startPaymentSimulator({
    notify: { midtrans: `${receiverUrl}/midtrans`, xendit: `${receiverUrl}/xendit` },
    midtransServerKey: MIDTRANS_KEY,
    xenditCallbackToken: XENDIT_TOKEN,
  })
  process.env.MIDTRANS_SERVER_KEY = MIDTRANS_KEY
  process.env.MIDTRANS_API_URL = simulator.midtransUrl
  process.env.XENDIT_SECRET_KEY = 'xnd_development_uji'
  process.env.XENDIT_CALLBACK_TOKEN = XENDIT_TOKEN
  process.env.XENDIT_API_URL = simulator.xenditUrl
  return {
    simulator,
    answers,
    close: async () => {
      await simulator.close()
      await new Promise((resolve) => receiver.close(resolve))
    },
  }
}
